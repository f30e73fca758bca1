import type { CounterStore, WindowCount } from './counter-store';

interface Entry {
  count: number;
  expiresAt: number;
}

/** Past this many keys, an increment first drops every expired one, so an address sweep cannot grow the map forever. */
const SWEEP_ABOVE = 10_000;

/** Counters in this process: without Redis, or while Redis does not answer. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Entry>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };

  return {
    async increment(key, windowMs): Promise<WindowCount> {
      if (entries.size > SWEEP_ABOVE) sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.expiresAt - now() };
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
