import { RunnerSchema } from '@cj/shared/races';
import { CreateRunnerSchema, UpdateRunnerSchema } from '@cj/shared/runners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { createRunner, deleteRunner, updateRunner } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const runnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/runners',
    {
      onRequest: administrator,
      schema: {
        tags: ['runners'],
        summary: 'Add a runner to a race that is not finalized (administrators)',
        body: CreateRunnerSchema,
        response: { 201: RunnerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRunner(app.ctx, requireAdmin(request), request.body)),
  );

  app.put(
    '/runners/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['runners'],
        summary: 'Change a runner: program number, name, morning line, scratched, MTO, AE (administrators)',
        params: PathIdParamsSchema,
        body: UpdateRunnerSchema,
        response: { 200: RunnerSchema, ...errors },
      },
    },
    async (request) => updateRunner(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/runners/:id',
    {
      onRequest: administrator,
      schema: {
        tags: ['runners'],
        summary: 'Remove a runner nobody played; answers the removed runner (administrators)',
        params: PathIdParamsSchema,
        response: { 200: RunnerSchema, ...errors },
      },
    },
    async (request) => deleteRunner(app.ctx, requireAdmin(request), request.params.id),
  );
};
