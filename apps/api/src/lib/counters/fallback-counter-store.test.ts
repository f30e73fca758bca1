import { describe, expect, it, vi } from 'vitest';
import type { CounterStore } from './counter-store';
import { createFallbackCounterStore } from './fallback-counter-store';
import { createMemoryCounterStore } from './memory-counter-store';

/** A primary store that fails while `down` is set, as Redis does when it does not answer. */
function flakyStore() {
  const inner = createMemoryCounterStore();
  const state = { down: false };
  const guard = <T>(run: () => Promise<T>) =>
    state.down ? Promise.reject(new Error('Connection is closed.')) : run();
  const store: CounterStore = {
    increment: (key, windowMs) => guard(() => inner.increment(key, windowMs)),
    read: (key) => guard(() => inner.read(key)),
    decrement: (key) => guard(() => inner.decrement(key)),
    clear: (key) => guard(() => inner.clear(key)),
  };
  return { store, state };
}

describe('counting in Redis, falling back to this process', () => {
  it('counts in the fallback while the primary fails, logs once each way, and goes back to the primary', async () => {
    const primary = flakyStore();
    const log = { warn: vi.fn(), info: vi.fn() };
    const store = createFallbackCounterStore(primary.store, createMemoryCounterStore(), log);

    expect((await store.increment('k', 60_000)).count).toBe(1);
    primary.state.down = true;
    expect((await store.increment('k', 60_000)).count).toBe(1);
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(await store.read('k')).toBe(2);
    expect(store.degraded).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();

    primary.state.down = false;
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(store.degraded).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
    primary.state.down = true;
    await store.read('k');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('clears a key in both, so what was counted during an outage does not come back', async () => {
    const primary = flakyStore();
    const store = createFallbackCounterStore(primary.store, createMemoryCounterStore(), {
      warn: () => {},
      info: () => {},
    });
    primary.state.down = true;
    await store.increment('k', 60_000);
    primary.state.down = false;
    await store.clear('k');
    primary.state.down = true;
    expect(await store.read('k')).toBe(0);
  });
});

describe('the in-process counters', () => {
  it('count within a window and start over after it', async () => {
    let time = 1_000;
    const store = createMemoryCounterStore(() => time);
    expect(await store.increment('k', 100)).toEqual({ count: 1, resetInMs: 100 });
    time += 40;
    expect(await store.increment('k', 100)).toEqual({ count: 2, resetInMs: 60 });
    time += 60;
    expect(await store.read('k')).toBe(0);
    expect((await store.increment('k', 100)).count).toBe(1);
    await store.clear('k');
    expect(await store.read('k')).toBe(0);
  });

  it('give a count back within its window, never below 0', async () => {
    let time = 1_000;
    const store = createMemoryCounterStore(() => time);
    await store.increment('k', 100);
    await store.increment('k', 100);
    await store.decrement('k');
    expect(await store.read('k')).toBe(1);
    await store.decrement('k');
    await store.decrement('k');
    expect(await store.read('k')).toBe(0);
    await store.decrement('unknown');
    expect(await store.read('unknown')).toBe(0);
    time += 100;
    expect(await store.increment('k', 100)).toEqual({ count: 1, resetInMs: 100 });
  });
});
