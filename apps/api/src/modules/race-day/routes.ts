import { ApiErrorSchema } from '@cj/shared/errors';
import { RaceDayQuerySchema, RaceDaySchema } from '@cj/shared/race-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrator } from '../../plugins/auth';
import { getRaceDay } from './service';

export const raceDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/race-day',
    {
      onRequest: administrator,
      schema: {
        tags: ['race-day'],
        summary:
          'Every race of a date (YYYY-MM-DD; today at the tracks by default) that a contest holds, in post-time order, with its state, runners, result and contests (administrators)',
        querystring: RaceDayQuerySchema,
        response: { 200: RaceDaySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => getRaceDay(app.ctx, request.query.date),
  );
};
