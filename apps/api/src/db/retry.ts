import { setTimeout as pause } from 'node:timers/promises';
import type { Db, DbOrTx } from './client';
import { conflictCode } from './pg-errors';

/**
 * A transaction PostgreSQL ended with a deadlock (40P01) or a serialization failure (40001) is run again, a few
 * times, after a short jittered pause (decision 052). One lock order (db/lock-order.ts) keeps our own statements
 * from deadlocking with each other; this is for what no order prevents (a statement outside the app, a plan that
 * reads rows in another order). Such an error rolled the whole transaction back, so running it again from the
 * start is safe, as long as its commit had not been sent: a failure of the commit itself (whose outcome the client
 * cannot know) is never retried.
 */

export interface RetrySettings {
  /** How many times the transaction runs at most, the first included. */
  attempts: number;
  /** The pause before the next run, after `attempt` runs failed. */
  backoffMs: (attempt: number) => number;
  pause: (ms: number) => Promise<unknown>;
}

export const TRANSACTION_RETRY: RetrySettings = {
  attempts: 3,
  // 5-25 ms after the first failure, 10-50 ms after the second: the other transaction has usually ended by then,
  // and two that collided do not start again at the same moment.
  backoffMs: (attempt) => (5 + Math.random() * 20) * attempt,
  pause: (ms) => pause(ms),
};

/** What one run of the transaction tells the retry: from here on its commit is sent, its outcome unknown. */
export interface RetryGuard {
  commitSent(): void;
}

/** The counter of retries (lib/metrics' `cj_transaction_retries_total`), as the retry needs it. */
export interface TransactionRetryMetrics {
  transactionRetries: { inc(labels: { transaction: string; code: string }): void };
}

/** Who hears of a retry: the metrics counter, by transaction name and SQLSTATE. */
export interface RetryReporting {
  transaction: string;
  metrics?: TransactionRetryMetrics;
}

/**
 * Runs `run` (one whole transaction, begin to commit) and runs it again while it fails with a deadlock or
 * serialization failure before its commit was sent, at most `settings.attempts` times; the last failure is thrown.
 */
export async function retryingConflicts<T>(
  reporting: RetryReporting,
  run: (guard: RetryGuard) => Promise<T>,
  settings: RetrySettings = TRANSACTION_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let commitSent = false;
    try {
      return await run({
        commitSent: () => {
          commitSent = true;
        },
      });
    } catch (error) {
      const code = conflictCode(error);
      if (code === undefined || commitSent || attempt >= settings.attempts) throw error;
      reporting.metrics?.transactionRetries.inc({ transaction: reporting.transaction, code });
      await settings.pause(settings.backoffMs(attempt));
    }
  }
}

/**
 * `db.transaction(work)`, run again on a deadlock or serialization failure (above). `work` must be safe to run
 * again: nothing outside the transaction done in it (events, notifications) before it returns.
 */
export function inTransaction<T>(
  ctx: { db: Db; metrics: TransactionRetryMetrics },
  transaction: string,
  work: (tx: DbOrTx) => Promise<T>,
  settings: RetrySettings = TRANSACTION_RETRY,
): Promise<T> {
  return retryingConflicts(
    { transaction, metrics: ctx.metrics },
    (guard) =>
      ctx.db.transaction(async (tx) => {
        const result = await work(tx);
        // Drizzle commits once the work returns: a failure from here on is the commit's.
        guard.commitSent();
        return result;
      }),
    settings,
  );
}
