import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJobMode } from './periodic-job';

/** What one or more batches did: how many rows were claimed, and how many ended each way. */
export type OutboxRunCounts<Run> = { claimed: number } & { [Outcome in keyof Run]: number };

/** The counts of two runs added together. */
function addRuns<Run extends OutboxRunCounts<Run>>(total: Run, run: Run): Run {
  const sum = { ...total };
  for (const outcome of Object.keys(run) as (keyof Run)[])
    sum[outcome] = (total[outcome] + run[outcome]) as Run[keyof Run];
  return sum;
}

/** The text of a failed send, for the row's `last_error` and the log. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One batch of an outbox: claims the due rows (`limit` at most, each leased to this worker until `leaseUntil`, so no
 * other worker takes it meanwhile) and delivers them one at a time (a burst should not open dozens of connections
 * to the mail or push service at once), counting each row's outcome.
 */
export async function deliverBatch<Row, Run extends OutboxRunCounts<Run>>(options: {
  now: Date;
  settings: { leaseMs: number; batchSize: number };
  claim: (batch: { now: Date; leaseUntil: Date; limit: number }) => Promise<Row[]>;
  deliver: (row: Row) => Promise<Exclude<keyof Run, 'claimed'>>;
  emptyRun: () => Run;
}): Promise<Run> {
  const { now, settings } = options;
  const rows = await options.claim({
    now,
    leaseUntil: new Date(now.getTime() + settings.leaseMs),
    limit: settings.batchSize,
  });
  const run: Run = { ...options.emptyRun(), claimed: rows.length };
  const counts = run as Record<keyof Run, number>;
  for (const row of rows) counts[await options.deliver(row)] += 1;
  return run;
}

export interface OutboxWorker<Run> {
  /** Delivers batch after batch until none is due (after a stop, ends with its current batch). */
  drain(): Promise<Run>;
  notify(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The delivery loop of an outbox (e-mail, push). In the background, one round at a time (lib/periodic-job.ts):
 * drain, then prune when due, on a poll (retries, rows other instances queued) and on each notify; a notify during
 * a round, pruning included, asks for one more, even when a stop comes meanwhile (that work was queued before the
 * stop). Inline, notify() drains before it returns; manual, only drain() and the outbox's own runOnce() deliver.
 */
export function createOutboxWorker<Run extends OutboxRunCounts<Run>>(options: {
  name: string;
  mode: PeriodicJobMode;
  pollMs: number;
  /** Claims and delivers one batch. */
  runOnce: () => Promise<Run>;
  pruneIfDue: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): OutboxWorker<Run> {
  const { name, mode, runOnce, pruneIfDue, log } = options;
  let stopped = true;
  async function drain(): Promise<Run> {
    let total = await runOnce();
    let last = total;
    while (last.claimed > 0 && !(mode === 'background' && stopped)) {
      last = await runOnce();
      total = addRuns(total, last);
    }
    return total;
  }
  const rounds = createPeriodicJob({
    name,
    run: async () => {
      await drain().catch((error: unknown) => log.error({ err: error }, `${name} run failed`));
      await pruneIfDue().catch((error: unknown) => log.error({ err: error }, `${name} pruning failed`));
    },
    settings: { mode: mode === 'background' ? 'background' : 'manual', everyMs: options.pollMs },
    log,
  });
  return {
    drain,
    async notify() {
      if (mode === 'inline') await drain();
      else await rounds.notify();
    },
    start() {
      if (mode !== 'background' || !stopped) return;
      stopped = false;
      rounds.start();
    },
    async stop() {
      stopped = true;
      await rounds.stop();
    },
  };
}
