import { AddContestRaceSchema, UpdateContestRaceSchema } from '@cj/shared/contest-admin';
import { ContestRaceSchema } from '@cj/shared/contests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { addContestRace, removeContestRace, updateContestRace } from './contest-race-service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const contestRaceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contest/add-race',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Add a race to a contest with its maximum plays and minimum stake (administrators)',
        body: AddContestRaceSchema,
        response: { 201: ContestRaceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addContestRace(app.ctx, requireAdmin(request), request.body)),
  );

  app.post(
    '/contest/update-race',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Change the maximum plays and minimum stake of a contest race (administrators)',
        body: UpdateContestRaceSchema,
        response: { 200: ContestRaceSchema, ...errors },
      },
    },
    async (request) => updateContestRace(app.ctx, requireAdmin(request), request.body),
  );

  app.delete(
    '/contest-race/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['contest administration'],
        summary: 'Take a race out of a contest while it has no plays there (administrators)',
        params: PathIdParamsSchema,
        response: { 200: ContestRaceSchema, ...errors },
      },
    },
    async (request) => removeContestRace(app.ctx, requireAdmin(request), request.params.id),
  );
};
