import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer, Outbox, OutboxRun } from '../../lib/mail-delivery';
import { createOutboxWorker, deliverBatch, errorText } from '../../lib/outbox-worker';
import { hasOptedOut } from '../email-preferences/service';
import {
  defaultOutboxRetention,
  type OutboxRetention,
  prunedAtMostEvery,
  pruneOutbox,
} from './outbox-pruning';
import {
  claimDueEmails,
  queueEmail as insertQueuedEmail,
  queueEmailIfAccount as insertQueuedEmailIfAccount,
  queueEmailsOnce as insertQueuedEmailsOnce,
  markAttemptFailed,
  markSent,
  markSuppressed,
  type OutboxRow,
} from './outbox-repository';
import type { OutgoingEmail } from './outgoing-email';

/**
 * background: the server's worker; it polls, and `notify()` wakes it without waiting.
 * inline: `notify()` delivers what is due before it returns (tests that read the mail right after a call).
 * manual: only `runOnce()` and `drain()` deliver (tests that drive the worker step by step).
 */
export type OutboxMode = 'background' | 'inline' | 'manual';

export interface OutboxSettings extends OutboxRetention {
  mode: OutboxMode;
  /** Messages claimed at a time. */
  batchSize: number;
  /** After this many failed attempts a message is marked failed and no longer tried. */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed message stays reserved to its worker; far longer than one SMTP send can take. */
  leaseMs: number;
  /** How often the background worker looks for due messages (retries, and mail queued by other instances). */
  pollMs: number;
  /** How often one instance deletes old rows (see outbox-pruning). */
  pruneEveryMs: number;
}

export const defaultOutboxSettings: OutboxSettings = {
  mode: 'background',
  batchSize: 10,
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
  pollMs: 5_000,
  pruneEveryMs: 60 * 60_000,
  ...defaultOutboxRetention,
};

/** How long to wait after the `attempt`-th failed attempt: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>, attempt: number) {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), settings.retryMaxMs);
}

const emptyRun = (): OutboxRun => ({ claimed: 0, sent: 0, retried: 0, failed: 0, suppressed: 0 });

export function createOutbox(options: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  settings?: Partial<OutboxSettings>;
}): Outbox {
  const { db, mailer, now, log } = options;
  const settings = { ...defaultOutboxSettings, ...options.settings };

  async function deliver(row: OutboxRow): Promise<keyof Omit<OutboxRun, 'claimed'>> {
    if (row.unsubscribeType && (await hasOptedOut(db, row.toAddress, row.unsubscribeType))) {
      await markSuppressed(db, row.id);
      return 'suppressed';
    }
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        html: row.htmlBody,
        text: row.textBody,
        headers: row.headers,
      });
    } catch (error) {
      const giveUp = row.attempts >= settings.maxAttempts;
      const nextAttemptAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(settings, row.attempts));
      await markAttemptFailed(db, row.id, { error: errorText(error), nextAttemptAt });
      const details = { id: row.id, kind: row.kind, attempts: row.attempts, err: errorText(error) };
      if (giveUp) log.error(details, 'e-mail not sent: no attempts left');
      else log.warn({ ...details, nextAttemptAt }, 'e-mail not sent: will retry');
      return giveUp ? 'failed' : 'retried';
    }
    await markSent(db, row.id, now());
    return 'sent';
  }

  const runOnce = () =>
    deliverBatch({ now: now(), settings, claim: (batch) => claimDueEmails(db, batch), deliver, emptyRun });

  const pruneIfDue = prunedAtMostEvery({
    everyMs: settings.pruneEveryMs,
    now,
    prune: (time) => pruneOutbox(db, settings, time),
    log,
    name: 'e-mail outbox',
  });

  const worker = createOutboxWorker({
    name: 'e-mail outbox',
    mode: settings.mode,
    pollMs: settings.pollMs,
    runOnce,
    pruneIfDue,
    log,
  });
  return { ...worker, runOnce, pruneIfDue };
}

/** Queues one e-mail inside the caller's transaction; the caller calls `outbox.notify()` once it commits. */
export async function queueEmail(tx: DbOrTx, email: OutgoingEmail, now: Date) {
  return insertQueuedEmail(tx, email, now);
}

/** Queues the e-mail only if the account still exists when the transaction commits (same statement). */
export async function queueEmailIfAccount(tx: DbOrTx, accountId: number, email: OutgoingEmail, now: Date) {
  return insertQueuedEmailIfAccount(tx, accountId, email, now);
}

/**
 * Queues messages that go at most once (a reminder per player and contest), each named by its `dedupeKey`: a key
 * already queued, by any instance, is skipped. One statement; returns how many were queued.
 */
export async function queueEmailsOnce(
  tx: DbOrTx,
  emails: readonly { email: OutgoingEmail; dedupeKey: string }[],
  now: Date,
): Promise<number> {
  return insertQueuedEmailsOnce(tx, emails, now);
}
