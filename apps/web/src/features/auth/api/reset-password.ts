import { MessageResponseSchema, type PasswordResetSchema } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endSession } from '@/lib/account';
import { api } from '@/lib/api-client';

type PasswordResetInput = z.output<typeof PasswordResetSchema>;

/** PUT /account/password-reset (200): sets the new password and ends every session of the account. */
function resetPassword(input: PasswordResetInput) {
  return api.put('/account/password-reset', input, {
    schema: MessageResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended every session of the account, this device's included.
    onSuccess: () => endSession(queryClient),
  });
}
