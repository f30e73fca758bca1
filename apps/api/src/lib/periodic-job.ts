import type { FastifyBaseLogger } from 'fastify';

/** background: runs on start, then every `everyMs`; manual: only `runOnce()` runs it (tests, with their clock). */
export type PeriodicJobMode = 'background' | 'manual';

export interface PeriodicJobSettings {
  mode: PeriodicJobMode;
  /** The pause between the end of a run and the start of the next. */
  everyMs: number;
}

export interface PeriodicJob {
  runOnce(): Promise<void>;
  start(): void;
  /** Stops the timer, waiting for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Work an instance does on a timer (reminders): one run at a time, errors logged rather than thrown, the timer
 * unref'd so it never keeps the process alive. Every instance runs it: the work itself must be safe to run twice.
 */
export function createPeriodicJob(options: {
  name: string;
  run: () => Promise<unknown>;
  settings: PeriodicJobSettings;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PeriodicJob {
  const { name, run, settings, log } = options;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = () => run().then(() => undefined);

  function tick() {
    timer = null;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, settings.everyMs);
          timer.unref();
        }
      });
  }

  return {
    runOnce,
    start() {
      if (settings.mode !== 'background' || !stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
