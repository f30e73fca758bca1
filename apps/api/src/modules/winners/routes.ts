import { IdParamsSchema } from '@cj/shared/common';
import { NotifyWinnersResponseSchema, WinnersToNotifySchema } from '@cj/shared/email';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrator, requireAdmin } from '../../plugins/auth';
import { notifyWinners, winnersToNotify } from './service';

export const winnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/prizes/:id/notify',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary:
          'E-mail each winner of a contest whose results are official (24 hours after its last race was finalized) once, ties split as the rules say; `id` is the contest id or slug (administrators)',
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
    async (request) => notifyWinners(app.ctx, requireAdmin(request), request.params.id),
  );

  app.get(
    '/admin/prizes/:id/winners',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary:
          'How many accounts Notify Winners would e-mail as the contest is ranked now; `id` is the contest id or slug (administrators)',
        params: IdParamsSchema,
        response: {
          200: WinnersToNotifySchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => winnersToNotify(app.ctx, request.params.id),
  );
};
