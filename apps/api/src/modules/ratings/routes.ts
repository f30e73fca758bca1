import { OffsetQuerySchema } from '@cj/shared/common';
import { PAGE_SIZE } from '@cj/shared/constants';
import { ApiErrorSchema } from '@cj/shared/errors';
import { PlayerRecordSchema, RatingRowSchema } from '@cj/shared/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PathIdSchema } from '../../lib/path-ids';
import { getPlayerRecord, getRatings } from './service';

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players/:playerId/record',
    {
      schema: {
        tags: ['players'],
        summary: `The record of the account behind a contest player: rating and contests, newest first (${PAGE_SIZE.record} a page)`,
        params: z.object({ playerId: PathIdSchema }),
        querystring: OffsetQuerySchema,
        response: { 200: PlayerRecordSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getPlayerRecord(app.ctx, request.params.playerId, request.query.offset),
  );

  app.get(
    '/ratings',
    {
      schema: {
        tags: ['players'],
        summary: `Accounts with at least 3 rated entries, best rating first (${PAGE_SIZE.ratings} a page)`,
        querystring: OffsetQuerySchema,
        response: { 200: z.array(RatingRowSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => getRatings(app.ctx, request.query.offset),
  );
};
