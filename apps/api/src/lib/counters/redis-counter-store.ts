import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from './counter-store';

/** INCR, and start the window's expiry on the first increment; one round trip, atomic. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** DECR only a live count above 0, so a give-back never creates a key without an expiry. */
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis, shared by every API instance; each call fails (rejects) when Redis does not answer. */
export function createRedisCounterStore(redis: Redis, prefix = 'cj-counter:'): CounterStore {
  return {
    async increment(key, windowMs): Promise<WindowCount> {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async read(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
