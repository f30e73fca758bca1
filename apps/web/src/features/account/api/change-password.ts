import { type ChangePassword, MessageResponseSchema } from '@cj/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /account/password (200): the new password; every other session of the account ends, this one stays. */
function changePassword(input: ChangePassword) {
  return api.put('/account/password', input, { schema: MessageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
