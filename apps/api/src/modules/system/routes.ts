import { SiteSchema } from '@cj/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteFor } from '../../lib/site';
import { checkHealth } from './health';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'ok: the database and Redis (when configured) answer; degraded (200): Redis does not, the app keeps ' +
          'serving; down (503): the database does not answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.ctx, app.log);
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
