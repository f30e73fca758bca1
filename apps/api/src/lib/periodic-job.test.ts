import { describe, expect, it, vi } from 'vitest';
import { createPeriodicJob, type PeriodicJobMode } from './periodic-job';

const log = { error: () => undefined };

/** A job whose runs wait for the test to end them one by one; `started` counts runs begun. */
function steppedJob(mode: PeriodicJobMode) {
  const ends: (() => void)[] = [];
  let started = 0;
  let ran: () => void = () => undefined;
  const job = createPeriodicJob({
    name: 'test job',
    run: () => {
      started += 1;
      ran();
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    // Far longer than any test: only start() and notify() run it here.
    settings: { mode, everyMs: 60 * 60_000 },
    log,
  });
  const nextRun = () => new Promise<void>((resolve) => (ran = resolve));
  return { job, ends, nextRun, started: () => started };
}

describe('a periodic job woken by notify()', () => {
  it('in the background runs at once, and once more when woken during a run', async () => {
    const { job, ends, nextRun, started } = steppedJob('background');
    await job.notify();
    expect(started()).toBe(0); // not started yet: notify() wakes only a started job

    let run = nextRun();
    job.start();
    await run;
    expect(started()).toBe(1);
    await job.notify();
    await job.notify();
    expect(started()).toBe(1); // the run under way is not doubled...

    run = nextRun();
    ends.shift()!();
    await run;
    expect(started()).toBe(2); // ...it is followed by one more run, for both wake-ups
    ends.shift()!();
    await job.stop();
    expect(started()).toBe(2);
  });

  it('does the run a wake-up asked for before a stop, and nothing after the stop has resolved', async () => {
    const { job, ends, nextRun, started } = steppedJob('background');
    let run = nextRun();
    job.start();
    await run;
    await job.notify(); // work queued during the run (say, while it was pruning)...
    run = nextRun();
    const stopped = job.stop(); // ...then the server closes
    ends.shift()!();
    await run;
    expect(started()).toBe(2); // the queued work still gets its run
    let resolved = false;
    void stopped.then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false); // and stop() waits for it
    ends.shift()!();
    await stopped;
    await job.notify();
    expect(started()).toBe(2);
  });

  it('inline runs before notify() answers; manual runs only on runOnce()', async () => {
    const inline = createPeriodicJob({
      name: 'inline',
      run: async () => {
        runs.push('inline');
      },
      settings: { mode: 'inline', everyMs: 1 },
      log,
    });
    const manual = createPeriodicJob({
      name: 'manual',
      run: async () => {
        runs.push('manual');
      },
      settings: { mode: 'manual', everyMs: 1 },
      log,
    });
    const runs: string[] = [];
    inline.start();
    manual.start();
    await inline.notify();
    await manual.notify();
    expect(runs).toEqual(['inline']);
    await manual.runOnce();
    expect(runs).toEqual(['inline', 'manual']);
  });
});

describe('a periodic job that says when its next run is due', () => {
  it('sleeps as long as its run asked, kept between 200 ms and everyMs', async () => {
    vi.useFakeTimers();
    try {
      const asked = [5_000, 10, 90_000];
      const runsAt: number[] = [];
      const job = createPeriodicJob({
        name: 'timed',
        run: async () => {
          runsAt.push(Date.now());
          return asked.shift() ?? 30_000;
        },
        settings: { mode: 'background', everyMs: 30_000 },
        log,
        nextRunInMs: (wanted) => wanted,
      });
      const start = Date.now();
      job.start();
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(5_000); // the first run asked for 5 s
      await vi.advanceTimersByTimeAsync(200); // the second for 10 ms: 200 at least
      await vi.advanceTimersByTimeAsync(30_000); // the third for 90 s: 30 s at most
      expect(runsAt.map((time) => time - start)).toEqual([0, 5_000, 5_200, 35_200]);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
