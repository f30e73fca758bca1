import {
  AnalyticsAcceptedSchema,
  AnalyticsBatchSchema,
  AnalyticsSummaryQuerySchema,
  AnalyticsSummarySchema,
} from '@cj/shared/analytics';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isHarnessHost, propertyOfBrand } from '../../lib/site';
import { administrator } from '../../plugins/auth';
import { recordEvents, summarizeEvents } from './service';

const BATCH_BODY_LIMIT_BYTES = 256 * 1024;

/** Do Not Track and Global Privacy Control: the browser asked not to be tracked, so nothing is stored. */
const asksNotToBeTracked = (request: FastifyRequest) =>
  request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon posts a JSON string as text/plain; this plugin's routes read it as JSON (scoped here).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/analytics/events',
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      preHandler: [app.limiters.analyticsIp],
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of product events (JSON, or JSON sent as text/plain by sendBeacon)',
        body: AnalyticsBatchSchema,
        response: {
          202: AnalyticsAcceptedSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = asksNotToBeTracked(request)
        ? 0
        : await recordEvents(app.ctx, {
            events: request.body.events,
            accountId: request.account?.id ?? null,
            property: propertyOfBrand(isHarnessHost(app.ctx.config, request.headers.host)),
          });
      return reply.status(202).send({ accepted });
    },
  );

  app.get(
    '/admin/analytics/summary',
    {
      onRequest: administrator,
      schema: {
        tags: ['analytics'],
        summary: 'Event counts per name and per UTC day over the last `days` days (administrators)',
        querystring: AnalyticsSummaryQuerySchema,
        response: {
          200: AnalyticsSummarySchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => summarizeEvents(app.ctx, request.query.days),
  );
};
