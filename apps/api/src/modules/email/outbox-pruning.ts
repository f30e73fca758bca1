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

/** Deletes outbox rows past their retention, batch by batch; pending rows are never deleted. Returns the count. */
export async function pruneOutbox(db: DbOrTx, retention: OutboxRetention, now: Date): Promise<number> {
  const rules: { statuses: OutboxStatus[]; before: Date }[] = [
    { statuses: ['sent', 'suppressed'], before: new Date(now.getTime() - retention.sentRetentionMs) },
    { statuses: ['failed'], before: new Date(now.getTime() - retention.failedRetentionMs) },
  ];
  let total = 0;
  for (const rule of rules) {
    for (;;) {
      const deleted = await deleteOldEmails(db, { ...rule, limit: retention.pruneBatchSize });
      total += deleted;
      if (deleted < retention.pruneBatchSize) break;
    }
  }
  return total;
}
