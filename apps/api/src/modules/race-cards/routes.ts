import { ApiErrorSchema } from '@cj/shared/errors';
import {
  CardRaceSchema,
  ParseRaceCardSchema,
  RaceCardImportSchema,
  RaceCardParamsSchema,
  RaceCardSummarySchema,
  RaceCardsQuerySchema,
} from '@cj/shared/race-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { acceptMultipart } from '../../lib/multipart-form';
import { PathIdSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { importRaceCardFile } from './import-service';
import { parseRaceCardFromUrl } from './parse-url-service';
import { getRaceCardRaces, listRaceCards } from './service';
import { readSingleUpload } from './upload';

const adminErrors = errorResponses(401, 403);

export const raceCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing only where a race card is uploaded (unless the app already parses it everywhere).
  await acceptMultipart(app);

  app.get(
    '/race-cards',
    {
      onRequest: administrator,
      schema: {
        tags: ['race cards'],
        summary:
          'Race cards (track, date, number of races) of a date, or from 30 days ago on (administrators)',
        querystring: RaceCardsQuerySchema,
        response: { 200: z.array(RaceCardSummarySchema), 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => listRaceCards(app.ctx, request.query.date),
  );

  app.get(
    '/race-cards/:trackId/:raceDate',
    {
      onRequest: administrator,
      schema: {
        tags: ['race cards'],
        summary:
          'The races of one card, by race number, each saying whether its post time has passed (administrators)',
        params: RaceCardParamsSchema.extend({ trackId: PathIdSchema }),
        response: { 200: z.array(CardRaceSchema), 404: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => getRaceCardRaces(app.ctx, request.params.trackId, request.params.raceDate),
  );

  app.post(
    '/race-card',
    {
      onRequest: administrator,
      schema: {
        tags: ['race cards'],
        summary:
          'Import one race card file (multipart, one file, at most 20 MB): a zip holding a Brisnet .DRF or the house CSV, or the bare file (administrators)',
        consumes: ['multipart/form-data'],
        response: {
          201: RaceCardImportSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importRaceCardFile(app.ctx, requireAdmin(request), await readSingleUpload(request))),
  );

  app.post(
    '/race-parser',
    {
      onRequest: administrator,
      schema: {
        tags: ['race cards'],
        summary:
          'Fetch a race card from an address (zip, DRF or CSV) and import it into the given track (administrators)',
        body: ParseRaceCardSchema,
        response: { 201: RaceCardImportSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await parseRaceCardFromUrl(app.ctx, requireAdmin(request), request.body)),
  );
};
