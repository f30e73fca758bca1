import { ApiErrorSchema } from '@cj/shared/errors';
import { RaceWholeResultSchema, SetWholeResultSchema } from '@cj/shared/race-day';
import { AddRaceResultSchema, RaceResultSchema, RaceSchema } from '@cj/shared/races';
import { ScoringLogSchema } from '@cj/shared/scoring-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdParamsSchema, PathIdSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { finalizeRace } from './finalize';
import { getScoringLog } from './scoring-log';
import { addRaceResult, getRaceResults, removeRaceResult } from './service';
import { setWholeResult } from './whole-result';

const ResultParamsSchema = PathIdParamsSchema.extend({ resultId: PathIdSchema });

const adminErrors = errorResponses(400, 401, 403, 404, 409);

export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec names both the singular and the plural path for adding a result.
  for (const url of ['/race/:id/result', '/race/:id/results']) {
    app.post(
      url,
      {
        onRequest: administrator,
        schema: {
          tags: ['results'],
          summary: 'Add a Win result: payoff and runners in finish order (administrators)',
          params: PathIdParamsSchema,
          body: AddRaceResultSchema,
          response: { 201: RaceResultSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addRaceResult(app.ctx, requireAdmin(request), request.params.id, request.body)),
    );
  }

  app.put(
    '/race/:id/results',
    {
      onRequest: administrator,
      schema: {
        tags: ['results'],
        summary:
          'Set the whole result of a closed race not yet finalized: finish order, a $2 win payoff per winner (several winners: a dead heat), replacing what it had (administrators)',
        params: PathIdParamsSchema,
        body: SetWholeResultSchema,
        response: { 200: RaceWholeResultSchema, ...adminErrors },
      },
    },
    async (request) => setWholeResult(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.get(
    '/race/:id/results',
    {
      schema: {
        tags: ['results'],
        summary: 'The results of a race ([] for an unknown race)',
        params: PathIdParamsSchema,
        response: { 200: z.array(RaceResultSchema) },
      },
    },
    async (request) => getRaceResults(app.ctx, request.params.id),
  );

  app.get(
    '/race/:id/scoring',
    {
      schema: {
        tags: ['results'],
        summary:
          'How a contest race ({id} is the contest race) was scored: results, payout cap, scratches; 404 before finalize',
        params: PathIdParamsSchema,
        response: { 200: ScoringLogSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getScoringLog(app.ctx, request.account, request.params.id),
  );

  app.delete(
    '/race/:id/results/:resultId',
    {
      onRequest: administrator,
      schema: {
        tags: ['results'],
        summary: 'Remove a result of a race not yet finalized; answers the removed result (administrators)',
        params: ResultParamsSchema,
        response: { 200: RaceResultSchema, ...adminErrors },
      },
    },
    async (request) =>
      removeRaceResult(app.ctx, requireAdmin(request), request.params.id, request.params.resultId),
  );

  app.post(
    '/race/:id/finalize',
    {
      onRequest: administrator,
      schema: {
        tags: ['results'],
        summary: 'Score the race and update every contest holding it; irreversible (administrators)',
        params: PathIdParamsSchema,
        response: { 200: RaceSchema, ...adminErrors },
      },
    },
    async (request) => finalizeRace(app.ctx, requireAdmin(request), request.params.id),
  );
};
