import { IdParamsSchema } from '@cj/shared/common';
import { CardRacesSchema, DuplicateContestSchema } from '@cj/shared/contest-setup';
import { ContestRaceSchema, ContestSchema } from '@cj/shared/contests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { administrator, requireAdmin } from '../../plugins/auth';
import { addCardRaces } from './card-races-service';
import { duplicateContest } from './duplicate-service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Setting a contest up quickly: a race card's races in one call, and a copy of a contest. */
export const contestSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contest/:id/card-races',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary:
          'Add the chosen races of one race card to a contest, all with the same maximum plays and minimum stake, in one transaction (administrators)',
        params: IdParamsSchema,
        body: CardRacesSchema,
        response: { 201: z.array(ContestRaceSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCardRaces(app.ctx, requireAdmin(request), request.params.id, request.body)),
  );

  app.post(
    '/contest/:id/duplicate',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary:
          "A new draft contest with this contest's settings, prizes and sponsors, and the chosen races of a new race card; never its players or plays (administrators)",
        params: IdParamsSchema,
        body: DuplicateContestSchema,
        response: { 201: ContestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateContest(app.ctx, requireAdmin(request), request.params.id, request.body)),
  );
};
