import { ApiErrorSchema } from '@cj/shared/errors';
import { RunnerSchema } from '@cj/shared/races';
import { CreateRunnerSchema, UpdateRunnerSchema } from '@cj/shared/runners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { createRunner, deleteRunner, updateRunner } from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

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
