import type { FastifyBaseLogger } from 'fastify';

/**
 * background: runs on start, then every `everyMs`, and at once on `notify()`; inline: `notify()` runs it before it
 * returns (tests that read the result right after a call); manual: only `runOnce()` runs it (tests, step by step).
 */
export type PeriodicJobMode = 'background' | 'inline' | 'manual';

export interface PeriodicJobSettings {
  mode: PeriodicJobMode;
  /** The pause between the end of a run and the start of the next (the longest one, with `nextRunInMs`). */
  everyMs: number;
}

/** The shortest pause `nextRunInMs` may ask for, so a job whose work is not done yet cannot spin. */
const SHORTEST_PAUSE_MS = 200;

export interface PeriodicJob {
  runOnce(): Promise<void>;
  /** Work is waiting (call it after the commit that queued it): run now, or once more when a run is under way. */
  notify(): Promise<void>;
  start(): void;
  /**
   * Stops the timer, waiting for a run in progress and for the one more run a wake-up during it asked for: work
   * queued before the stop is done before it resolves.
   */
  stop(): Promise<void>;
}

/**
 * Work an instance does on a timer (reminders) or when woken (ratings after a finalize): one run at a time, errors
 * logged rather than thrown, the timer unref'd so it never keeps the process alive. Every instance runs it: the
 * work itself must be safe to run twice.
 */
export function createPeriodicJob<Result>(options: {
  name: string;
  run: () => Promise<Result>;
  settings: PeriodicJobSettings;
  log: Pick<FastifyBaseLogger, 'error'>;
  /**
   * When the next run is due, from what this one answered (work due at a known time: a race's post time). The pause
   * is kept between 200 ms and `everyMs`; without it every pause is `everyMs`.
   */
  nextRunInMs?: (result: Result) => number;
}): PeriodicJob {
  const { name, run, settings, log } = options;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let pauseMs = settings.everyMs;

  const runOnce = () =>
    run().then((result) => {
      const wanted = options.nextRunInMs?.(result) ?? settings.everyMs;
      pauseMs = Math.min(settings.everyMs, Math.max(SHORTEST_PAUSE_MS, wanted));
    });

  function tick() {
    timer = null;
    wokenWhileRunning = false;
    running = runOnce()
      .catch((error: unknown) => {
        pauseMs = settings.everyMs;
        log.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
        // Woken during any part of the run (its last step too): once more at once, even when stopping meanwhile.
        if (wokenWhileRunning) return tick();
        if (stopped) return;
        timer = setTimeout(tick, pauseMs);
        timer.unref();
      });
  }

  return {
    runOnce,
    async notify() {
      if (settings.mode === 'inline') return runOnce();
      if (settings.mode !== 'background' || stopped) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      if (timer) clearTimeout(timer);
      tick();
    },
    start() {
      if (settings.mode !== 'background' || !stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // A run woken meanwhile follows the one awaited: wait for it too.
      while (running) await running;
    },
  };
}
