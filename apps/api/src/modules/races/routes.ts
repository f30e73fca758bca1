import { IdParamsSchema } from '@cj/shared/common';
import { ContestRaceDetailSchema, ContestRaceSchema } from '@cj/shared/contests';
import { ApiErrorSchema } from '@cj/shared/errors';
import { RaceSchema, RunnerSchema, UpdateRaceSchema } from '@cj/shared/races';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { getContestRace, getContestRaces, getRace, getRaceRunners, updateRace } from './service';

export const raceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contest/:id/races',
    {
      schema: {
        tags: ['races'],
        summary: 'The races of a contest (id or slug) with runners in program order and results',
        params: IdParamsSchema,
        response: { 200: z.array(ContestRaceDetailSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => getContestRaces(app.ctx, request.account, request.params.id),
  );

  app.get(
    '/contest-race/:id',
    {
      schema: {
        tags: ['races'],
        summary: 'One race of a contest, with the contest’s limits on it',
        params: PathIdParamsSchema,
        response: { 200: ContestRaceSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getContestRace(app.ctx, request.account, request.params.id),
  );

  app.get(
    '/race/:id',
    {
      schema: {
        tags: ['races'],
        summary: 'A race',
        params: PathIdParamsSchema,
        response: { 200: RaceSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getRace(app.ctx, request.params.id),
  );

  app.get(
    '/race/:id/runners',
    {
      schema: {
        tags: ['races'],
        summary: 'The runners of a race in program order ([] for an unknown race)',
        params: PathIdParamsSchema,
        response: { 200: z.array(RunnerSchema) },
      },
    },
    async (request) => getRaceRunners(app.ctx, request.params.id),
  );

  app.put(
    '/race/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['races'],
        summary:
          'Close or reopen wagering, change the post time, minimum or post-time favorite (administrators)',
        params: PathIdParamsSchema,
        body: UpdateRaceSchema,
        response: {
          200: RaceSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => updateRace(app.ctx, requireAdmin(request), request.params.id, request.body),
  );
};
