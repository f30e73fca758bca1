import { ApiErrorSchema } from '@cj/shared/errors';
import { CreateRaceSchema } from '@cj/shared/race-cards';
import { RaceSchema } from '@cj/shared/races';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrator } from '../../plugins/auth';
import { createRace } from './create-race-service';

export const createRaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/races',
    {
      onRequest: administrator,
      schema: {
        tags: ['races'],
        summary: 'Add a race to the card of its track and post-time date (administrators)',
        body: CreateRaceSchema,
        response: {
          201: RaceSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createRace(app.ctx, request.body)),
  );
};
