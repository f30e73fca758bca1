import { MessageResponseSchema } from '@cj/shared/accounts';
import { OffsetQuerySchema, PlayerIdsQuerySchema } from '@cj/shared/common';
import { ApiErrorSchema, GENERIC_MESSAGES } from '@cj/shared/errors';
import { IdempotencyHeadersSchema } from '@cj/shared/idempotency';
import { PLAY_MESSAGES, PlacePlaySchema, PlaySchema } from '@cj/shared/plays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentRequestOf } from '../../lib/idempotency-request';
import { PathIdParamsSchema, PathIdSchema } from '../../lib/path-ids';
import { authenticated, requireAccount } from '../../plugins/auth';
import {
  listContestRacePlays,
  listOwnContestRacePlays,
  listPinnedContestRacePlays,
  listPlayerPlays,
} from '../plays/list-plays';
import { auditInvalidPlay, placePlay } from '../plays/place-play';
import { removePlay } from '../plays/remove-play';

const WagerListSchema = z.array(PlaySchema);

export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/race/:id/wager',
    {
      onRequest: authenticated,
      // A request that fails validation is still a play attempt: the handler audits it, then refuses it.
      attachValidation: true,
      schema: {
        tags: ['wagers'],
        summary:
          'Place a play on a contest race ({id} is the contest race); playerID names the player; a retry with the same Idempotency-Key answers the first answer',
        params: PathIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PlacePlaySchema,
        response: {
          201: PlaySchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const invalid = request.validationError;
      if (invalid) {
        // The params may be unread when the body failed validation: the audit names what was sent.
        const params = request.params as { id?: unknown };
        const contestRaceIdText = String(params.id ?? '');
        const reason = hasZodFastifySchemaValidationErrors(invalid)
          ? (invalid.validation[0]?.message ?? GENERIC_MESSAGES.invalidBody)
          : GENERIC_MESSAGES.invalidBody;
        await auditInvalidPlay(app.ctx, account, contestRaceIdText, request.body, reason);
        throw invalid;
      }
      const answer = await placePlay(
        app.ctx,
        account,
        request.params.id,
        request.body,
        idempotentRequestOf(request, request.body),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.delete(
    '/wagers/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['wagers'],
        summary: 'Remove a play while its race is open (its owner or an administrator)',
        params: PathIdParamsSchema,
        response: {
          200: MessageResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      await removePlay(app.ctx, requireAccount(request), request.params.id);
      return { message: PLAY_MESSAGES.wagerRemoved };
    },
  );

  app.get(
    '/race/:id/wagers',
    {
      schema: {
        tags: ['wagers'],
        summary: 'A page of plays on a contest race: all once wagering is closed, before that only your own',
        params: PathIdParamsSchema,
        querystring: OffsetQuerySchema,
        response: { 200: WagerListSchema },
      },
    },
    async (request) =>
      listContestRacePlays(app.ctx, request.account, request.params.id, request.query.offset),
  );

  app.get(
    '/race/:id/wagers/me',
    {
      onRequest: authenticated,
      schema: {
        tags: ['wagers'],
        summary: 'Your own plays on a contest race',
        params: PathIdParamsSchema,
        response: { 200: WagerListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => listOwnContestRacePlays(app.ctx, requireAccount(request), request.params.id),
  );

  app.get(
    '/race/:id/wagers/pinned',
    {
      schema: {
        tags: ['wagers'],
        summary: 'Plays of the pinned entries on a contest race (others’ hidden until wagering closes)',
        params: PathIdParamsSchema,
        querystring: PlayerIdsQuerySchema,
        response: { 200: WagerListSchema },
      },
    },
    async (request) =>
      listPinnedContestRacePlays(app.ctx, request.account, request.params.id, request.query.players),
  );

  app.get(
    '/wagers/:contest/:player',
    {
      schema: {
        tags: ['wagers'],
        summary: 'One entry’s plays in a contest (id or slug), by race; open races only for the owner',
        params: z.object({
          contest: z.string().trim().min(1).max(200),
          player: PathIdSchema,
        }),
        response: { 200: WagerListSchema },
      },
    },
    async (request) =>
      listPlayerPlays(app.ctx, request.account, request.params.contest, request.params.player),
  );
};
