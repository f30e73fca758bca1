import { ApiErrorSchema } from '@cj/shared/errors';
import { SiteSchema } from '@cj/shared/site';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteFor } from '../../lib/site';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 when the database answers',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering.' });
      }
      return { status: 'ok' as const, database: app.ctx.databaseKind };
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
