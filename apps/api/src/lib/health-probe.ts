import type { FastifyBaseLogger } from 'fastify';

export interface HealthProbeSettings {
  /** A probe starts this often: what the health endpoints answer is never older than this. */
  everyMs: number;
  /** A database that has not answered within this long counts as down (a lost host would otherwise hang it). */
  timeoutMs: number;
}

/** The driver's own timeouts end a ping first; this is for one that ignores them. */
const DEADLINE_SLACK_MS = 200;

export const defaultHealthProbe: HealthProbeSettings = { everyMs: 1_000, timeoutMs: 800 };

export interface HealthProbe {
  /** The last probe's finding, read without any I/O. */
  database(): 'up' | 'down';
  /** Probes once, then every `everyMs` until stopped. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The database's health, found by a probe in the background rather than per health request: a balancer checking
 * every instance every second then costs one `select 1` per second per instance, and its check answers at once
 * even while a burst of requests holds every pooled connection (decision 055). Only a change is logged.
 */
export function createHealthProbe(options: {
  ping: (timeoutMs: number) => Promise<void>;
  settings: HealthProbeSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): HealthProbe {
  const { ping, settings, log } = options;
  let state: 'up' | 'down' = 'up';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function probe() {
    const started = performance.now();
    try {
      await withDeadline(ping(settings.timeoutMs), settings.timeoutMs + DEADLINE_SLACK_MS);
      if (state === 'down') log.info('database answers again');
      state = 'up';
    } catch (error) {
      if (state === 'up') log.warn({ err: error }, 'database does not answer');
      state = 'down';
    }
    return performance.now() - started;
  }

  function tick() {
    timer = null;
    running = probe().then((tookMs) => {
      running = null;
      if (stopped) return;
      timer = setTimeout(tick, Math.max(0, settings.everyMs - tookMs));
      timer.unref();
    });
  }

  return {
    database: () => state,
    async start() {
      if (!stopped) return;
      stopped = false;
      // The first finding is in before the instance takes requests.
      tick();
      await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

async function withDeadline(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
