import type { PushSubscriptionInput } from '@cj/shared/push';

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
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** This browser's current subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
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
