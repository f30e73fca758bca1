import { CountSchema, IdParamsSchema, OffsetQuerySchema, PlayerIdsQuerySchema } from '@cj/shared/common';
import { PAGE_SIZE } from '@cj/shared/constants';
import { ApiErrorSchema } from '@cj/shared/errors';
import { IdempotencyHeadersSchema } from '@cj/shared/idempotency';
import { PlayerSchema } from '@cj/shared/players';
import { StandingQuerySchema, StandingSchema } from '@cj/shared/standing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentRequestOf } from '../../lib/idempotency-request';
import { authenticated, requireAccount } from '../../plugins/auth';
import * as players from './service';
import { ownStanding } from './standing';

const PlayerListSchema = z.array(PlayerSchema);

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contest/:id/enroll',
    {
      onRequest: authenticated,
      schema: {
        tags: ['players'],
        summary:
          'Enroll: create my next entry in the contest (a retry with the same Idempotency-Key enrolls once)',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: {
          201: PlayerSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await players.enrollInContest(
        app.ctx,
        requireAccount(request),
        request.params.id,
        idempotentRequestOf(request, null),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/contest/:id/players',
    {
      schema: {
        tags: ['players'],
        summary: `A page of the leaderboard (${PAGE_SIZE.players} entries); an empty list for an unknown contest`,
        params: IdParamsSchema,
        querystring: OffsetQuerySchema,
        response: { 200: PlayerListSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      players.leaderboardPage(app.ctx, request.params.id, request.account, request.query.offset),
  );

  app.get(
    '/contest/:id/players/pinned',
    {
      schema: {
        tags: ['players'],
        summary: 'The named entries of the contest (players=1,2,3), in leaderboard order',
        params: IdParamsSchema,
        querystring: PlayerIdsQuerySchema,
        response: { 200: PlayerListSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      players.pinnedPlayers(app.ctx, request.params.id, request.account, request.query.players),
  );

  app.get(
    '/contest/:id/players/me',
    {
      onRequest: authenticated,
      schema: {
        tags: ['players'],
        summary: 'My entries in the contest',
        params: IdParamsSchema,
        response: { 200: PlayerListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => players.ownPlayers(app.ctx, request.params.id, requireAccount(request)),
  );

  app.get(
    '/contest/:id/players/me/standing',
    {
      onRequest: authenticated,
      schema: {
        tags: ['players'],
        summary: 'Where my entry stands and what it needs (my best-ranked entry, or playerId=)',
        params: IdParamsSchema,
        querystring: StandingQuerySchema,
        response: { 200: StandingSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      ownStanding(app.ctx, request.params.id, requireAccount(request), request.query.playerId),
  );

  app.get(
    '/contest/:id/player-count',
    {
      schema: {
        tags: ['players'],
        summary: 'How many entries the contest has',
        params: IdParamsSchema,
        response: { 200: CountSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => players.entryCount(app.ctx, request.params.id, request.account),
  );
};
