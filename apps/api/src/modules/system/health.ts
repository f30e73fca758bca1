import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { RedisStatus } from '../../lib/events/event-bus';

/** A database that does not answer within this long counts as down (a lost host would otherwise hang the check). */
const DATABASE_CHECK_MS = 3_000;

export interface Health {
  status: 'ok' | 'degraded' | 'down';
  database: 'up' | 'down';
  redis: RedisStatus;
}

/** GET /api/health: down only without the database; Redis not answering degrades (events stay per instance). */
export async function checkHealth(ctx: AppContext, log: FastifyBaseLogger): Promise<Health> {
  const database = await databaseAnswers(ctx, log);
  const redis = ctx.events.redisStatus();
  const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
  return { status, database, redis };
}

async function databaseAnswers(ctx: AppContext, log: FastifyBaseLogger): Promise<'up' | 'down'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      ctx.db.execute(sql`select 1`),
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)),
          DATABASE_CHECK_MS,
        );
      }),
    ]);
    return 'up';
  } catch (error) {
    log.warn({ err: error }, 'health check: the database does not answer');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
