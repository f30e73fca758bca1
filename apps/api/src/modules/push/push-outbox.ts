import { PUSH_ALERT_KINDS, type PushAlertKind } from '@cj/shared/push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PushOutboxStatus } from '../../db/schema/push';
import { createOutboxWorker, deliverBatch, errorText } from '../../lib/outbox-worker';
import type { PushOutbox, PushRun } from '../../lib/push-delivery';
import { type OutboxMode, type OutboxSettings, retryDelayMs } from '../email/outbox';
import {
  defaultOutboxRetention,
  type OutboxRetention,
  pruneByRetention,
  prunedAtMostEvery,
} from '../email/outbox-pruning';
import { ALERT_DELIVERY, composeAlert } from './alert-messages';
import {
  type ClaimedAlert,
  claimDueAlerts,
  deleteOldAlerts,
  markAlertAttemptFailed,
  markAlertExpired,
  markAlertSent,
} from './outbox-repository';
import { deleteSubscription } from './repository';
import { PushSendError, type PushSender } from './sender';

/** The e-mail outbox's modes and retry settings (background, inline, manual; backoff from 30 s to an hour). */
export type PushOutboxSettings = Pick<
  OutboxSettings,
  'batchSize' | 'maxAttempts' | 'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'pollMs' | 'pruneEveryMs'
> &
  OutboxRetention & { mode: OutboxMode };

const defaultPushOutboxSettings: PushOutboxSettings = {
  mode: 'background',
  batchSize: 20,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  leaseMs: 60_000,
  pollMs: 5_000,
  // Sent and expired alerts go after 30 days, failed ones after 90, as the e-mail outbox's rows do.
  pruneEveryMs: 60 * 60_000,
  ...defaultOutboxRetention,
};

/** The push service's answer that the subscription no longer exists (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);
/** Answers worth trying again: the service is busy or failing; other 4xx will not change on a retry. */
const isRetryable = (statusCode: number | undefined) =>
  statusCode === undefined || statusCode === 408 || statusCode === 429 || statusCode >= 500;

const emptyRun = (): PushRun => ({ claimed: 0, sent: 0, retried: 0, failed: 0, gone: 0, expired: 0 });
const isKind = (kind: string): kind is PushAlertKind =>
  (PUSH_ALERT_KINDS as readonly string[]).includes(kind);

/**
 * The worker that sends queued push alerts (decision 032): claims due rows (exactly once across instances, see
 * claimDueAlerts), composes each alert from its facts, sends it, and records the outcome. A subscription the push
 * service answers 404 or 410 for is deleted; other failures retry with the e-mail outbox's backoff until
 * `maxAttempts`; an alert whose moment has passed (its `expiresAt`) is not sent.
 */
export function createPushOutbox(options: {
  db: Db;
  /** Null when push is off: nothing is ever queued then, and a run claims nothing it could send. */
  sender: PushSender | null;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  settings?: Partial<PushOutboxSettings>;
}): PushOutbox {
  const { db, sender, now, log } = options;
  const settings = { ...defaultPushOutboxSettings, ...options.settings };

  async function deliver(alert: ClaimedAlert, send: PushSender): Promise<keyof Omit<PushRun, 'claimed'>> {
    const time = now();
    const secondsLeft = Math.floor((alert.expiresAt.getTime() - time.getTime()) / 1000);
    if (secondsLeft <= 0 || !isKind(alert.kind)) {
      await markAlertExpired(db, alert.id);
      return 'expired';
    }
    const delivery = ALERT_DELIVERY[alert.kind];
    try {
      const payload = composeAlert(alert.kind, alert.facts);
      await send(alert.subscription, JSON.stringify(payload), {
        urgency: delivery.urgency,
        ttlSeconds: Math.min(delivery.ttlSeconds, secondsLeft),
      });
    } catch (error) {
      const statusCode = error instanceof PushSendError ? error.statusCode : undefined;
      if (statusCode !== undefined && GONE.has(statusCode)) {
        // Its alerts, this one included, go with it (on delete cascade).
        await deleteSubscription(db, alert.subscription.id);
        log.info({ id: alert.id, statusCode }, 'push subscription gone: deleted');
        return 'gone';
      }
      const giveUp = !isRetryable(statusCode) || alert.attempts >= settings.maxAttempts;
      const nextAttemptAt = giveUp ? null : new Date(time.getTime() + retryDelayMs(settings, alert.attempts));
      await markAlertAttemptFailed(db, alert.id, { error: errorText(error), nextAttemptAt });
      const details = {
        id: alert.id,
        kind: alert.kind,
        attempts: alert.attempts,
        statusCode,
        err: errorText(error),
      };
      if (giveUp) log.error(details, 'push alert not sent: giving up');
      else log.warn({ ...details, nextAttemptAt }, 'push alert not sent: will retry');
      return giveUp ? 'failed' : 'retried';
    }
    await markAlertSent(db, alert.id, now());
    return 'sent';
  }

  async function runOnce(): Promise<PushRun> {
    if (!sender) return emptyRun();
    return deliverBatch({
      now: now(),
      settings,
      claim: (batch) => claimDueAlerts(db, batch),
      deliver: (alert) => deliver(alert, sender),
      emptyRun,
    });
  }

  /** Deletes old sent, expired and failed alerts, at most once per pruneEveryMs on this instance. */
  const pruneIfDue = prunedAtMostEvery({
    everyMs: settings.pruneEveryMs,
    now,
    prune: (time) =>
      pruneByRetention<PushOutboxStatus>(
        (rows) => deleteOldAlerts(db, rows),
        { delivered: ['sent', 'expired'], failed: ['failed'] },
        settings,
        time,
      ),
    log,
    name: 'push outbox',
  });

  const worker = createOutboxWorker({
    name: 'push outbox',
    mode: settings.mode,
    pollMs: settings.pollMs,
    runOnce,
    pruneIfDue,
    log,
  });

  return {
    ...worker,
    // Without VAPID keys nothing can be sent: the worker never starts and a notify wakes nothing.
    async notify() {
      if (sender) await worker.notify();
    },
    start() {
      if (sender) worker.start();
    },
    runOnce,
    pruneIfDue,
  };
}
