import { ApiErrorSchema } from '@cj/shared/errors';
import { TrackSchema } from '@cj/shared/races';
import { CreateTrackSchema, TimezonesSchema } from '@cj/shared/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrator } from '../../plugins/auth';
import { createTrack, listTracks } from './service';
import { timezoneNames } from './timezones';

export const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracks',
    {
      schema: {
        tags: ['tracks'],
        summary: 'Every track, by name (public)',
        response: { 200: z.array(TrackSchema) },
      },
    },
    async () => listTracks(app.ctx),
  );

  app.post(
    '/tracks',
    {
      onRequest: administrator,
      schema: {
        tags: ['tracks'],
        summary: 'Add a track: a unique code, a name and an IANA timezone (administrators)',
        body: CreateTrackSchema,
        response: {
          201: TrackSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrack(app.ctx, request.body)),
  );

  app.get(
    '/timezones',
    {
      schema: {
        tags: ['tracks'],
        summary: 'The IANA timezone names a track may use, sorted (public)',
        response: { 200: TimezonesSchema },
      },
    },
    async () => timezoneNames(),
  );
};
