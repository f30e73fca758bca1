import { MessageResponseSchema, type PasswordResetRequestSchema } from '@cj/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type PasswordResetRequestInput = z.output<typeof PasswordResetRequestSchema>;

/** POST /account/password-reset (202): e-mails a reset link if the account exists. */
function requestPasswordReset(input: PasswordResetRequestInput) {
  return api.post('/account/password-reset', input, {
    schema: MessageResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
