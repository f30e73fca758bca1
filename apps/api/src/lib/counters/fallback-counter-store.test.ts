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
    const store = createFallbackCounterStore(primary.store, createMemoryCounterStore(), log, {
      retryEveryMs: 0,
    });

    expect((await store.increment('k', 60_000)).count).toBe(1);
    primary.state.down = true;
    expect((await store.increment('k', 60_000)).count).toBe(1);
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(await store.read('k')).toBe(2);
    expect(store.degraded).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();

    primary.state.down = false;
    // The request that notices is still answered from the fallback; the probe it starts brings counting back.
    expect(await store.read('k')).toBe(2);
    await vi.waitFor(() => expect(store.degraded).toBe(false));
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(store.degraded).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
    primary.state.down = true;
    await store.read('k');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('once the primary failed, does not wait on it again: one probe at most every retryEveryMs tries it', async () => {
    const primary = flakyStore();
    const calls = { primary: 0 };
    const counted: CounterStore = {
      increment: (key, windowMs) => {
        calls.primary++;
        return primary.store.increment(key, windowMs);
      },
      read: (key) => {
        calls.primary++;
        return primary.store.read(key);
      },
      clear: (key) => {
        calls.primary++;
        return primary.store.clear(key);
      },
      decrement: (key) => {
        calls.primary++;
        return primary.store.decrement(key);
      },
    };
    let time = 0;
    const switches: boolean[] = [];
    const store = createFallbackCounterStore(
      counted,
      createMemoryCounterStore(),
      { warn: () => {}, info: () => {} },
      { retryEveryMs: 1_000, now: () => time, onSwitch: (up) => switches.push(up) },
    );
    primary.state.down = true;
    await store.increment('k', 60_000);
    expect(calls.primary).toBe(1);
    for (let i = 0; i < 5; i++) await store.increment('k', 60_000);
    expect(calls.primary).toBe(1);
    expect(await store.read('k')).toBe(6);
    time += 1_000;
    await store.read('k');
    expect(calls.primary).toBe(2);
    expect(switches).toEqual([false]);
    primary.state.down = false;
    time += 1_000;
    await store.read('k');
    await vi.waitFor(() => expect(switches).toEqual([false, true]));
  });

  it('clears a key in both, so what was counted during an outage does not come back', async () => {
    const primary = flakyStore();
    const store = createFallbackCounterStore(
      primary.store,
      createMemoryCounterStore(),
      { warn: () => {}, info: () => {} },
      { retryEveryMs: 0 },
    );
    primary.state.down = true;
    await store.increment('k', 60_000);
    primary.state.down = false;
    await store.read('k');
    await vi.waitFor(() => expect(store.degraded).toBe(false));
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
