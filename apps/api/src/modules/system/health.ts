import type { AppContext } from '../../app-context';
import type { RedisStatus } from '../../lib/events/event-bus';

export interface Health {
  status: 'ok' | 'degraded' | 'down';
  database: 'up' | 'down';
  redis: RedisStatus;
}

export interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable';
  database: 'up' | 'down';
  redis: RedisStatus;
}

/**
 * GET /api/health: down only without the database; Redis not answering degrades (events stay per instance). Read
 * from the last probe (lib/health-probe.ts), never from a query of its own.
 */
export function checkHealth(ctx: AppContext): Health {
  const database = ctx.health.database();
  const redis = ctx.events.redisStatus();
  const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
  return { status, database, redis };
}

/**
 * GET /api/health/ready: whether a balancer should send this instance requests. Unavailable only without the
 * database: without Redis requests still succeed (rate limits and live events fall back to this instance).
 */
export function checkReadiness(ctx: AppContext): Readiness {
  const database = ctx.health.database();
  const redis = ctx.events.redisStatus();
  const status = database === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready';
  return { status, database, redis };
}
