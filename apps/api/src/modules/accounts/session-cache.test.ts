import { describe, expect, it } from 'vitest';
import { type CachedSession, SESSION_CACHE_MS, SessionCache } from './session-cache';

const session = (sessionId: number, accountId: number): CachedSession => ({
  sessionId,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  account: {
    id: accountId,
    firstName: 'Pat',
    lastName: 'Player',
    email: `p${accountId}@example.com`,
    isLocked: false,
    isAdministrator: false,
    photoPath: null,
  },
});

function cacheWithClock() {
  let now = 1_000;
  const cache = new SessionCache(() => now);
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SessionCache', () => {
  it('answers a session for SESSION_CACHE_MS after it was looked up, then asks again', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('a', session(1, 10));
    advance(SESSION_CACHE_MS);
    expect(cache.get('a')?.sessionId).toBe(1);
    advance(1);
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.get('unknown')).toBeNull();
  });

  it('forgets one session by its id, or every session of an account', () => {
    const { cache } = cacheWithClock();
    cache.set('a', session(1, 10));
    cache.set('b', session(2, 10));
    cache.set('c', session(3, 11));
    cache.forget({ sessionId: 1 });
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([null, 2, 3]);
    cache.forget({ accountId: 10 });
    expect([cache.get('b'), cache.get('c')?.sessionId]).toEqual([null, 3]);
  });

  it('holds at most 20,000 sessions, dropping the least recently used first', () => {
    const { cache } = cacheWithClock();
    for (let i = 0; i < 20_000; i++) cache.set(`t${i}`, session(i, i));
    expect(cache.get('t0')?.sessionId).toBe(0);
    cache.set('t20000', session(20_000, 20_000));
    expect(cache.size).toBe(20_000);
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t0')?.sessionId).toBe(0);
    expect(cache.get('t20000')?.sessionId).toBe(20_000);
  });

  it('forgets every session at once', () => {
    const { cache } = cacheWithClock();
    cache.set('a', session(1, 10));
    cache.set('b', session(2, 11));
    cache.clear();
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([null, null, 0]);
  });
});
