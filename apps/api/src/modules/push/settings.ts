import type { Config } from '../../config';
import type { VapidKeys } from '../../lib/push-delivery';

/** The site's VAPID keys, or null when push alerts are off (none of VAPID_* set; config.ts refuses a partial set). */
export function vapidKeysOf(config: Config): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}
