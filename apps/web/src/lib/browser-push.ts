import type { PushSubscriptionInput } from '@cj/shared/push';
import { deletePushSubscription } from './delete-push-subscription';

/**
 * The browser's side of push alerts: its permission to show notifications and its push subscription, held by the
 * site's service worker (src/service-worker). Browsers without a worker or the Push API get no alerts.
 */
export function browserSupportsPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Asks to show notifications, only when not already allowed (the browser's prompt shows once per site). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** A VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** Subscribes this browser with the site's key (or keeps its subscription) and answers what the API stores. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The browser gave an incomplete subscription.');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Ends the browser's subscription and makes a new one, with a new endpoint: the API refuses an endpoint another
 * account holds (a player who left without signing out), and a new endpoint is this browser's own.
 */
export async function renewThisBrowsersSubscription(publicKey: string): Promise<PushSubscriptionInput> {
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  return subscribeThisBrowser(publicKey);
}

/**
 * Drops this browser's subscription, on the server first (while the session still lasts), then in the browser:
 * when every alert is turned off, and on logout, so a shared phone never gets the last player's alerts. A browser
 * without a registered worker has nothing to drop.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!browserSupportsPush()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
