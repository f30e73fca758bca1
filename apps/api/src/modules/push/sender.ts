import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';
import { isFetchableAddress } from '../../lib/address-policy';
import { guardedLookup } from '../../lib/guarded-lookup';
import type { VapidKeys } from '../../lib/push-delivery';

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushDelivery {
  /** Seconds the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
}

/**
 * One message handed to a push service, or refused: `statusCode` is the service's answer (404 and 410 mean the
 * subscription is gone), or undefined when none came (refused address, network, timeout).
 */
export class PushSendError extends Error {
  override name = 'PushSendError';
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export type PushSender = (target: PushTarget, payload: string, delivery: PushDelivery) => Promise<void>;

/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends with `web-push` (RFC 8291 aes128gcm encryption, RFC 8292 VAPID), through an agent whose DNS lookup keeps to
 * the race-card fetch's address guard (lib/guarded-lookup.ts): the endpoint's host is checked again at every
 * connection, not only when the browser subscribed. `allowLoopback` and `ca` (a test push service's certificate)
 * are for tests only.
 */
export function createPushSender(options: {
  keys: VapidKeys;
  allowLoopback: boolean;
  ca?: string;
}): PushSender {
  const refuse = (host: string) => new PushSendError(`${host} is a private or local address; push not sent.`);
  const agent = new https.Agent({
    keepAlive: true,
    lookup: guardedLookup(options.allowLoopback, refuse),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  return async (target, payload, delivery) => {
    const host = new URL(target.endpoint).hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !isFetchableAddress(host, options.allowLoopback)) throw refuse(host);
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: options.keys,
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
          agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
    } catch (error) {
      if (error instanceof PushSendError) throw error;
      const statusCode = (error as { statusCode?: unknown }).statusCode;
      throw new PushSendError(
        error instanceof Error ? error.message : String(error),
        typeof statusCode === 'number' ? statusCode : undefined,
      );
    }
  };
}
