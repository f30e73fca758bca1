import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJobMode } from './periodic-job';

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
export function createOutboxWorker<Run extends { claimed: number }>(options: {
  name: string;
  mode: PeriodicJobMode;
  pollMs: number;
  /** Claims and delivers one batch. */
  runOnce: () => Promise<Run>;
  addRuns: (total: Run, run: Run) => Run;
  pruneIfDue: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): OutboxWorker<Run> {
  const { name, mode, runOnce, addRuns, pruneIfDue, log } = options;
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
