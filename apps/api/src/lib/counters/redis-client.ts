import { Redis } from 'ioredis';

/**
 * A Redis connection for counters that fails fast while Redis is down or hung (no offline queue, a short connect
 * attempt, every command cut after `timeoutMs`, no retried commands) and keeps reconnecting in the background;
 * callers fall back meanwhile.
 */
export function createCounterRedis(url: string, timeoutMs: number): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: Math.max(timeoutMs, 1_000),
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors surface as failed commands, which the fallback store logs once; without a listener ioredis
  // would print every reconnect failure.
  redis.on('error', () => {});
  return redis;
}

/** Closes the connection whether or not Redis answers. */
export async function closeCounterRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/**
 * Resolves once the first connection attempt has ended, either way (at most `timeoutMs`), so counting starts in
 * Redis when it is up instead of logging a fallback for the first requests.
 */
export function firstConnection(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
    redis.once('end', done);
  });
}
