import { z } from 'zod';

/** Web Push alerts (decision 032): the browser's subscription, the player's switches, the alert itself. */
export const PUSH_MESSAGES = {
  /** GET /push/key (404) and the other push routes when the site has no VAPID keys configured. */
  unavailable: 'Push alerts are not available on this site.',
  endpointRequired: 'The subscription endpoint is required.',
  endpointInvalid: 'The subscription endpoint must be an https:// web address.',
  endpointTooLong: 'The subscription endpoint must be at most 2000 characters.',
  /** The API refuses an endpoint whose host is not public (a private, loopback or link-local address). */
  endpointNotPublic: 'The subscription endpoint must be on a public host.',
  keysRequired: 'The subscription keys are required.',
  p256dhInvalid: 'The subscription key p256dh must be a P-256 public key in base64url.',
  authInvalid: 'The subscription key auth must be a 16-byte secret in base64url.',
  expirationTimeInvalid: 'The subscription expirationTime must be a number or null.',
  /**
   * POST /push/subscriptions (409): the endpoint is another account's. The web app then drops the browser's
   * subscription and subscribes it anew, which gives a new endpoint.
   */
  endpointTaken:
    'This browser’s push subscription belongs to another account. Turn alerts off while signed in as that account (or sign out of it), then turn them on here.',
  subscribed: 'Push alerts are on for this browser.',
  unsubscribed: 'Push alerts are off for this browser.',
  pickScratchedRequired: 'pickScratched must be true or false.',
  raceClosingRequired: 'raceClosing must be true or false.',
  raceFinalizedRequired: 'raceFinalized must be true or false.',
} as const;

/** What My Account's Push alerts section says about the browser's side (permission, subscribing). */
export const PUSH_BROWSER_MESSAGES = {
  permissionDenied:
    'Notifications are blocked for this site in your browser. Allow them in your browser’s site settings, then turn the alert on again.',
  permissionDismissed: 'Notifications were not allowed, so the alert stays off.',
  subscribeFailed: 'This browser could not be signed up for alerts. Please try again.',
  saved: 'Your alert settings have been saved.',
} as const;

/**
 * The most browsers one account receives alerts on (decision 037): a player's phones, tablets and computers, with
 * room for browsers reinstalled; subscribing one more drops the one subscribed longest ago.
 */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 20;

/** The longest endpoint accepted (push services' endpoints are a few hundred characters). */
const PUSH_ENDPOINT_MAX = 2000;

/**
 * An uncompressed P-256 point (65 bytes, first byte 0x04, so the first character is 'B') in base64url: 87
 * characters, or 88 with its '=' padding.
 */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** 16 bytes in base64url: 22 characters, or 24 with '==' padding. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(?:==)?$/;
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether `value` looks like an absolute https address (the API parses it fully and checks its host is public). */
function isHttpsUrl(value: string): boolean {
  return HTTPS_URL.test(value);
}

const PushEndpointField = z
  .string({ error: PUSH_MESSAGES.endpointRequired })
  .trim()
  .min(1, PUSH_MESSAGES.endpointRequired)
  .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointTooLong)
  .refine(isHttpsUrl, PUSH_MESSAGES.endpointInvalid);

/**
 * POST /push/subscriptions: the browser's `PushSubscription.toJSON()`. Unknown fields are dropped, not refused, so a
 * browser adding one does not break subscribing.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointField,
  expirationTime: z.number({ error: PUSH_MESSAGES.expirationTimeInvalid }).nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MESSAGES.p256dhInvalid }).regex(P256DH, PUSH_MESSAGES.p256dhInvalid),
      auth: z.string({ error: PUSH_MESSAGES.authInvalid }).regex(AUTH_SECRET, PUSH_MESSAGES.authInvalid),
    },
    { error: PUSH_MESSAGES.keysRequired },
  ),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionSchema>;
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/** DELETE /push/subscriptions: the browser's endpoint; only the caller's own subscription is removed. */
export const DeletePushSubscriptionSchema = z.strictObject({ endpoint: PushEndpointField });
export type DeletePushSubscription = z.input<typeof DeletePushSubscriptionSchema>;

/** GET /push/key: the site's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/**
 * GET and PUT /push/preferences: one switch per alert, all off until the player turns them on. PUT takes all three
 * and answers with the saved switches.
 */
export const PushPreferencesSchema = z.strictObject({
  pickScratched: z.boolean({ error: PUSH_MESSAGES.pickScratchedRequired }),
  raceClosing: z.boolean({ error: PUSH_MESSAGES.raceClosingRequired }),
  raceFinalized: z.boolean({ error: PUSH_MESSAGES.raceFinalizedRequired }),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

export const PUSH_ALERT_KINDS = ['pickScratched', 'raceClosing', 'raceFinalized'] as const;
export type PushAlertKind = (typeof PUSH_ALERT_KINDS)[number];

/** The minutes before a race's close at which the 'closes soon' alert goes to an entry with no play on it. */
export const RACE_CLOSING_ALERT_MINUTES = 10;

export { contestRaceHref } from './contest-race-link';

/**
 * The decrypted payload of every push message: the notification's title and body, and the address the click opens:
 * the contest page at the race (`contestRaceHref`), relative to the site, so the service worker opens it on the host
 * (and brand) the browser subscribed on.
 */
export const PushAlertPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushAlertPayload = z.infer<typeof PushAlertPayloadSchema>;
