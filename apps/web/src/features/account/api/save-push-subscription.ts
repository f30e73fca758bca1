import { MessageResponseSchema } from '@cj/shared/accounts';
import type { PushSubscriptionInput } from '@cj/shared/push';
import { api } from '@/lib/api-client';

/** POST /push/subscriptions: ties this browser's push subscription to the signed-in account. */
export function savePushSubscription(subscription: PushSubscriptionInput) {
  return api.post('/push/subscriptions', subscription, { schema: MessageResponseSchema });
}
