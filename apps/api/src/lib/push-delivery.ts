/** What the app context carries for Web Push alerts: the site's VAPID keys and the push outbox. */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The site's contact, a mailto: or https: address the push services may use. */
  subject: string;
}

export interface PushRun {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** The push service answered 404 or 410: the subscription is gone and was deleted. */
  gone: number;
  /** Its moment passed before it could go (a race that has closed). */
  expired: number;
}

export interface PushOutbox {
  /** Call after committing a transaction that queued alerts. */
  notify(): Promise<void>;
  /** Claims one batch of due alerts and sends it. */
  runOnce(): Promise<PushRun>;
  /** Sends batches until nothing is due. */
  drain(): Promise<PushRun>;
  /** Deletes old sent, expired and failed alerts (30 and 90 days), at most once an hour; null when not due. */
  pruneIfDue(): Promise<number | null>;
  start(): void;
  stop(): Promise<void>;
}
