import { PUSH_BROWSER_MESSAGES, type PushAlertKind, type PushPreferences } from '@cj/shared/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiClientError } from '@/lib/api-client';
import {
  askNotificationPermission,
  renewThisBrowsersSubscription,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '@/lib/browser-push';
import { pushPreferencesQueryKey } from '../api/push-keys';
import { savePushSubscription } from '../api/save-push-subscription';
import { updatePushPreferences } from '../api/update-push-preferences';

/** A problem on the browser's side (permission, subscribing), with the message to show. */
export class PushAlertError extends Error {}

export interface SwitchChange {
  kind: PushAlertKind;
  on: boolean;
}

/** Makes sure this browser may show notifications and is subscribed, and the API knows its subscription. */
async function subscribe(publicKey: string) {
  const permission = await askNotificationPermission();
  if (permission === 'denied') throw new PushAlertError(PUSH_BROWSER_MESSAGES.permissionDenied);
  if (permission !== 'granted') throw new PushAlertError(PUSH_BROWSER_MESSAGES.permissionDismissed);
  const failed = () => {
    throw new PushAlertError(PUSH_BROWSER_MESSAGES.subscribeFailed);
  };
  const subscription = await subscribeThisBrowser(publicKey).catch(failed);
  try {
    await savePushSubscription(subscription);
  } catch (error) {
    // 409: the browser still holds another account's subscription; a new one gets an endpoint of its own.
    if (!isApiClientError(error, 409)) throw error;
    await savePushSubscription(await renewThisBrowsersSubscription(publicKey).catch(failed));
  }
}

/**
 * Turns one alert on or off. Turning one on asks the browser's permission (only then) and subscribes this browser
 * before the switches are saved; turning the last one off unsubscribes it.
 */
export function useChangePushAlert(publicKey: string, current: PushPreferences) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, on }: SwitchChange) => {
      if (on) await subscribe(publicKey);
      const saved = await updatePushPreferences({ ...current, [kind]: on });
      // Best effort: with every switch off the server sends nothing to this browser anyway.
      if (!Object.values(saved).some(Boolean)) await unsubscribeThisBrowser().catch(() => undefined);
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData<PushPreferences>(pushPreferencesQueryKey, saved),
  });
}
