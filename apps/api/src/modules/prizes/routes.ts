import { IdParamsSchema } from '@cj/shared/common';
import { PrizeSchema } from '@cj/shared/contests';
import { ApiErrorSchema } from '@cj/shared/errors';
import { CreatePrizeSchema, PendingPrizeSchema, UpdatePrizeSchema } from '@cj/shared/prizes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import * as prizes from './service';

const PrizeParamsSchema = IdParamsSchema.extend({ prizeId: PathIdSchema });

const errors = errorResponses(400, 401, 403, 404);

export const prizeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contest/:id/prizes',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary: 'Add a prize to a placement of the contest (administrators)',
        params: IdParamsSchema,
        body: CreatePrizeSchema,
        response: { 201: PrizeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await prizes.createPrize(app.ctx, requireAdmin(request), request.params.id, request.body)),
  );

  app.put(
    '/contest/:id/prizes/:prizeId',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary: 'Change a prize, its paid flag included (administrators)',
        params: PrizeParamsSchema,
        body: UpdatePrizeSchema,
        response: { 200: PrizeSchema, ...errors },
      },
    },
    async (request) =>
      prizes.changePrize(
        app.ctx,
        requireAdmin(request),
        request.params.id,
        request.params.prizeId,
        request.body,
      ),
  );

  app.post(
    '/contest/:id/prizes/:prizeId',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary: 'Remove a prize (spec §7: a POST); answers the removed prize (administrators)',
        params: PrizeParamsSchema,
        response: { 200: PrizeSchema, ...errors },
      },
    },
    async (request) =>
      prizes.removePrize(app.ctx, requireAdmin(request), request.params.id, request.params.prizeId),
  );

  app.get(
    '/admin/prizes/pending',
    {
      onRequest: administrator,
      schema: {
        tags: ['prizes'],
        summary: 'Unpaid prizes across contests, with their contest (administrators)',
        response: { 200: z.array(PendingPrizeSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => prizes.pendingPrizes(app.ctx),
  );
};
