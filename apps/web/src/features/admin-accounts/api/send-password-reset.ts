import { MessageResponseSchema } from '@cj/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/accounts/{id}/password-reset: e-mails the account a reset link ('Password reset email sent.'). */
function sendPasswordReset(id: number) {
  return api.post(`/admin/accounts/${id}/password-reset`, undefined, { schema: MessageResponseSchema });
}

export function useSendPasswordReset(id: number) {
  return useMutation({ mutationFn: () => sendPasswordReset(id) });
}
