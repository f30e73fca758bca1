import type { DbOrTx } from '../../db/client';
import type { OutboxStatus } from '../../db/schema/email';
import { deleteOldEmails } from './outbox-repository';

const DAY_MS = 24 * 60 * 60_000;

export interface OutboxRetention {
  /** Sent and suppressed rows are deleted this long after they were queued. */
  sentRetentionMs: number;
  /** Failed rows are kept longer, to look into what went wrong. */
  failedRetentionMs: number;
  /** Rows deleted per statement, so a big backlog never holds a long lock. */
  pruneBatchSize: number;
}

export const defaultOutboxRetention: OutboxRetention = {
  sentRetentionMs: 30 * DAY_MS,
  failedRetentionMs: 90 * DAY_MS,
  pruneBatchSize: 1_000,
};

/** Old rows of some statuses, at most `limit` of them: what one delete statement of a pruning takes. */
export interface OldRows<Status extends string> {
  statuses: Status[];
  before: Date;
  limit: number;
}

/**
 * Deletes an outbox's rows past their retention, batch by batch: `delivered` statuses after sentRetentionMs,
 * `failed` ones after failedRetentionMs. Pending rows are never deleted. Returns the count.
 */
export async function pruneByRetention<Status extends string>(
  deleteOld: (rows: OldRows<Status>) => Promise<number>,
  statuses: { delivered: Status[]; failed: Status[] },
  retention: OutboxRetention,
  now: Date,
): Promise<number> {
  const rules = [
    { statuses: statuses.delivered, before: new Date(now.getTime() - retention.sentRetentionMs) },
    { statuses: statuses.failed, before: new Date(now.getTime() - retention.failedRetentionMs) },
  ];
  let total = 0;
  for (const rule of rules) {
    for (;;) {
      const deleted = await deleteOld({ ...rule, limit: retention.pruneBatchSize });
      total += deleted;
      if (deleted < retention.pruneBatchSize) break;
    }
  }
  return total;
}

/** The e-mail outbox's pruning: sent and suppressed mail after 30 days, failed mail after 90. */
export function pruneOutbox(db: DbOrTx, retention: OutboxRetention, now: Date): Promise<number> {
  const statuses: { delivered: OutboxStatus[]; failed: OutboxStatus[] } = {
    delivered: ['sent', 'suppressed'],
    failed: ['failed'],
  };
  return pruneByRetention((rows) => deleteOldEmails(db, rows), statuses, retention, now);
}

/**
 * `prune` at most once per `everyMs` on this instance (the first call prunes): answers how many rows it deleted, or
 * null when it was not due. Logs a deletion as '<name>: old rows deleted'.
 */
export function prunedAtMostEvery(options: {
  everyMs: number;
  now: () => Date;
  prune: (now: Date) => Promise<number>;
  log: { info: (details: object, message: string) => void };
  name: string;
}): () => Promise<number | null> {
  let lastPrunedAt: Date | null = null;
  return async () => {
    const time = options.now();
    if (lastPrunedAt && time.getTime() - lastPrunedAt.getTime() < options.everyMs) return null;
    lastPrunedAt = time;
    const deleted = await options.prune(time);
    if (deleted > 0) options.log.info({ deleted }, `${options.name}: old rows deleted`);
    return deleted;
  };
}
