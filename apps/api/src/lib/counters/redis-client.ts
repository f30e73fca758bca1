import { Redis } from 'ioredis';

/**
 * A Redis connection for counters that fails fast while Redis is down or hung, and keeps reconnecting in the
 * background; the limiters count in this process meanwhile (counters.ts).
 *
 * - No offline queue and no retried command: a command sent while the connection is not ready fails at once.
 * - Every command is cut after `timeoutMs`; a socket that receives nothing for `timeoutMs` while a command waits is
 *   destroyed. A hung Redis (stopped, its connections open) thus costs one timeout, after which the connection is not
 *   ready and no command waits on it; ioredis reconnects, and its ready check (cut off the same way) is the probe
 *   that finds Redis answering again.
 * - Not connected until `connectCounterRedis`, so start-up can wait for the first attempt.
 */
export function createCounterRedis(url: string, timeoutMs: number): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: Math.max(timeoutMs, 1_000),
    commandTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors surface as the link going down (counter-link.ts), logged once; without a listener ioredis
  // would print every reconnect failure.
  redis.on('error', () => {});
  return redis;
}

/**
 * The first connection attempt, whichever way it ends, so counting starts in Redis when it is up instead of in this
 * process for the first requests. A failed attempt leaves ioredis reconnecting.
 */
export async function connectCounterRedis(redis: Redis): Promise<void> {
  await redis.connect().catch(() => {});
}

/** Closes the connection whether or not Redis answers. */
export async function closeCounterRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
