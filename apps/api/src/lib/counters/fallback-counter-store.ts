import type { CounterStore } from './counter-store';

export interface FallbackLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Counts in `primary` (Redis) while it answers and in `fallback` (this process) when it fails, so a Redis outage
 * never fails a request. Each call tries the primary first, so counting returns to it as soon as it answers again.
 * The switch is logged once each way.
 */
export function createFallbackCounterStore(
  primary: CounterStore,
  fallback: CounterStore,
  log: FallbackLog,
): CounterStore & { readonly degraded: boolean } {
  let degraded = false;

  async function attempt<T>(use: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      const result = await use(primary);
      if (degraded) {
        degraded = false;
        log.info('Rate limits: Redis answers again; counting there.');
      }
      return result;
    } catch (error) {
      if (!degraded) {
        degraded = true;
        log.warn(
          { err: error },
          'Rate limits: Redis did not answer; counting in this process until it does (limits are per instance meanwhile).',
        );
      }
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
