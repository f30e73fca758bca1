import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** A limit of `points` per key within `windowMs`, counted under `name`. */
export interface CounterWindow {
  name: string;
  points: number;
  /** Counted in whole seconds (rate-limiter-flexible's Redis store sets its expiry in seconds). */
  windowMs: number;
}

/** Where the limiters count (rate-limiter-flexible): in this process, or in Redis, shared by every instance. */
export interface Counters {
  limiter(window: CounterWindow): RateLimiterAbstract;
  /** Deletes a key wherever `limiter` counted it: in Redis, and here if it was counted here while Redis was down. */
  forget(limiter: RateLimiterAbstract, key: string): Promise<void>;
}

/** Redis keys as `cj-rate-limit:<name>:<key>`, holding a count with an expiry, as before the library. */
const KEY_PREFIX = 'cj-rate-limit:';

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

const memoryLimiter = ({ name, points, windowMs }: CounterWindow) =>
  new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}${name}`, points, duration: seconds(windowMs) });

/** Counts in this process: without Redis. */
export function memoryCounters(): Counters {
  return {
    limiter: memoryLimiter,
    async forget(limiter, key) {
      await limiter.delete(key);
    },
  };
}

/**
 * Counts in Redis (one atomic script per count), and in this process whenever a Redis command fails or the
 * connection is not ready (the library's insurance limiter), so a Redis outage never fails a request. The
 * connection (redis-client.ts) is what stops a hung Redis from being asked again after one timeout.
 */
export function redisCounters(redis: Redis): Counters {
  const insurances = new Map<RateLimiterAbstract, RateLimiterMemory>();
  return {
    limiter(window) {
      const insuranceLimiter = memoryLimiter(window);
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter,
        keyPrefix: insuranceLimiter.keyPrefix,
        points: window.points,
        duration: insuranceLimiter.duration,
      });
      insurances.set(limiter, insuranceLimiter);
      return limiter;
    },
    async forget(limiter, key) {
      await Promise.all([limiter.delete(key), insurances.get(limiter)?.delete(key)]);
    },
  };
}

/** Counts one for `key`: nothing within the limit; past it, how long until its window ends. */
export async function countOne(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ retryInMs: number } | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { retryInMs: refusal.msBeforeNext };
    throw refusal;
  }
}
