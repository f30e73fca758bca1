import { MessageResponseSchema, type PasswordResetSchema } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endSession, startSessionWithToken } from '@/lib/account';
import { apiRequest } from '@/lib/api-client';
import { tokenFromAuthorizationHeader } from '@/lib/session';

type PasswordResetInput = z.output<typeof PasswordResetSchema>;

/**
 * PUT /account/password-reset (200): sets the new password, ends every session of the account and answers a new
 * session's token (Authorization: Bearer), none for a locked account.
 */
async function resetPassword(input: PasswordResetInput) {
  const response = await apiRequest('/account/password-reset', {
    method: 'PUT',
    body: input,
    schema: MessageResponseSchema,
    redirectOnUnauthorized: false,
  });
  return { message: response.data.message, token: tokenFromAuthorizationHeader(response.headers) };
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended every session of the account, this device's included, and signed the link's holder in.
    onSuccess: ({ token }) => (token ? startSessionWithToken(queryClient, token) : endSession(queryClient)),
  });
}
