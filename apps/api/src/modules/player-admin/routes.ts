import { IdParamsSchema } from '@cj/shared/common';
import { AddPlayersSchema, UpdatePlayerSchema } from '@cj/shared/player-admin';
import { PlayerSchema } from '@cj/shared/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdParamsSchema, PathIdSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import * as playerAdmin from './service';

const PlayerParamsSchema = IdParamsSchema.extend({ playerId: PathIdSchema });

const errors = errorResponses(400, 401, 403, 404, 409);

export const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contest/:id/players',
    {
      onRequest: administrator,
      schema: {
        tags: ['players'],
        summary: 'Enter accounts in the contest, one entry each unless they hold one (administrators)',
        params: IdParamsSchema,
        body: AddPlayersSchema,
        response: { 201: z.array(PlayerSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await playerAdmin.addPlayers(
            app.ctx,
            requireAdmin(request),
            request.params.id,
            request.body.accounts,
          ),
        ),
  );

  app.get(
    '/contest/:id/players/:playerId',
    {
      onRequest: administrator,
      schema: {
        tags: ['players'],
        summary: 'An entry of the contest with its account (administrators)',
        params: PlayerParamsSchema,
        response: { 200: PlayerSchema, ...errors },
      },
    },
    async (request) =>
      playerAdmin.getPlayer(app.ctx, requireAdmin(request), request.params.id, request.params.playerId),
  );

  app.put(
    '/contest/:id/players/:playerId',
    {
      onRequest: administrator,
      schema: {
        tags: ['players'],
        summary:
          'Edit an entry: name, bankroll, leaderboard bankroll; the contest is ranked again (administrators)',
        params: PlayerParamsSchema,
        body: UpdatePlayerSchema,
        response: { 200: PlayerSchema, ...errors },
      },
    },
    async (request) =>
      playerAdmin.updatePlayer(
        app.ctx,
        requireAdmin(request),
        request.params.id,
        request.params.playerId,
        request.body,
      ),
  );

  app.delete(
    '/players/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['players'],
        summary: 'Remove an entry and its plays; answers the removed entry (administrators)',
        params: PathIdParamsSchema,
        response: { 200: PlayerSchema, ...errors },
      },
    },
    async (request) => playerAdmin.removePlayer(app.ctx, requireAdmin(request), request.params.id),
  );
};
