import { MessageResponseSchema } from '@cj/shared/accounts';
import type { SendTestEmail } from '@cj/shared/email';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /email/test: a test e-mail for a contest to an account, sent at once. */
function sendTestEmail(request: SendTestEmail) {
  return api.post('/email/test', request, { schema: MessageResponseSchema });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
