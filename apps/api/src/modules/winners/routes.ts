import { IdParamsSchema } from '@cj/shared/common';
import { NotifyWinnersResponseSchema } from '@cj/shared/email';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrator } from '../../plugins/auth';
import { notifyWinners } from './service';

export const winnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/prizes/:id/notify',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary:
          'E-mail each winner of a concluded contest once, ties split as the rules say; `id` is the contest id or slug (administrators)',
        params: IdParamsSchema,
        response: {
          200: NotifyWinnersResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => notifyWinners(app.ctx, request.params.id),
  );
};
