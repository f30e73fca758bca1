import { MessageResponseSchema } from '@cj/shared/accounts';
import type { DeletePushSubscription } from '@cj/shared/push';
import { apiRequest } from '@/lib/api-client';

/** DELETE /push/subscriptions: this browser stops getting the account's alerts. */
export async function deletePushSubscription(input: DeletePushSubscription) {
  const answer = await apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: input,
    schema: MessageResponseSchema,
  });
  return answer.data;
}
