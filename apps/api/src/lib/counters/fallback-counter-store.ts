import type { CounterStore } from './counter-store';

export interface FallbackLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface FallbackOptions {
  /** While counting in the fallback, how often one probe (not a request) tries the primary again. */
  retryEveryMs?: number;
  /** Told each switch: true when counting goes back to the primary, false when it leaves it. */
  onSwitch?: (primaryUp: boolean) => void;
  now?: () => number;
  /** Start in the fallback (the primary did not answer at start-up), probing the primary as after a failure. */
  startDegraded?: boolean;
}

/** What the probe reads: any key does, a missing one costs Redis nothing. */
const PROBE_KEY = 'fallback-probe';

/**
 * Counts in `primary` (Redis) while it answers and in `fallback` (this process) once it fails, so a Redis outage
 * never fails a request. After a failure no request waits on the primary again: a probe in the background tries it
 * at most every `retryEveryMs`, and counting returns to it once the probe is answered. A hung Redis thus costs one
 * command timeout, not one per request. The switch is logged once each way.
 */
export function createFallbackCounterStore(
  primary: CounterStore,
  fallback: CounterStore,
  log: FallbackLog,
  options: FallbackOptions = {},
): CounterStore & { readonly degraded: boolean } {
  const retryEveryMs = options.retryEveryMs ?? 1_000;
  const now = options.now ?? Date.now;
  let degraded = false;
  let probing = false;
  let lastProbe = 0;

  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Rate limits: Redis answers again; counting there.');
    options.onSwitch?.(true);
  };
  const failed = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    lastProbe = now();
    log.warn(
      { err: error },
      'Rate limits: Redis did not answer; counting in this process until it does (limits are per instance meanwhile).',
    );
    options.onSwitch?.(false);
  };
  const probeIfDue = () => {
    if (probing || now() - lastProbe < retryEveryMs) return;
    probing = true;
    lastProbe = now();
    primary
      .read(PROBE_KEY)
      .then(recovered, () => {})
      .finally(() => {
        probing = false;
      });
  };

  if (options.startDegraded) failed(new Error('Redis did not answer at start-up'));

  async function attempt<T>(use: (store: CounterStore) => Promise<T>): Promise<T> {
    if (degraded) {
      probeIfDue();
      return use(fallback);
    }
    try {
      return await use(primary);
    } catch (error) {
      failed(error);
      return use(fallback);
    }
  }

  return {
    get degraded() {
      return degraded;
    },
    increment: (key, windowMs) => attempt((store) => store.increment(key, windowMs)),
    read: (key) => attempt((store) => store.read(key)),
    decrement: (key) => attempt((store) => store.decrement(key)),
    // Also forgets what was counted here during an outage, so a success clears the count wherever it was kept.
    clear: async (key) => {
      await fallback.clear(key);
      await attempt((store) => store.clear(key));
    },
  };
}
