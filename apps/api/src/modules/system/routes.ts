import { SiteSchema } from '@cj/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteFor } from '../../lib/site';
import { checkHealth, checkReadiness } from './health';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});

/**
 * A balancer asks every second: no request log line per check (warnings still show), and an answer from the last
 * probe, so a check costs no query and is never queued behind the requests it is meant to judge.
 */
const HEALTH_LOG_LEVEL = 'warn';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      logLevel: HEALTH_LOG_LEVEL,
      schema: {
        tags: ['system'],
        summary: 'The process runs and answers (no database or Redis involved): restart it when this fails',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      logLevel: HEALTH_LOG_LEVEL,
      schema: {
        tags: ['system'],
        summary:
          'ready: the database and Redis (when configured) answer; degraded (200): Redis does not, requests still ' +
          'succeed; unavailable (503): the database does not answer. From a probe at most a second old',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = checkReadiness(app.ctx);
      return reply.status(readiness.status === 'unavailable' ? 503 : 200).send(readiness);
    },
  );

  app.get(
    '/health',
    {
      logLevel: HEALTH_LOG_LEVEL,
      schema: {
        tags: ['system'],
        summary:
          'ok: the database and Redis (when configured) answer; degraded (200): Redis does not, the app keeps ' +
          'serving; down (503): the database does not answer. The older name of /health/ready, same probe',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const health = checkHealth(app.ctx);
      return reply.status(health.status === 'down' ? 503 : 200).send(health);
    },
  );

  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Brand, property and contact details for the host of the request',
        response: { 200: SiteSchema },
      },
    },
    async (request) => siteFor(app.ctx.config, request.headers.host),
  );
};
