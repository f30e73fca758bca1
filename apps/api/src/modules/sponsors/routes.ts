import { IdParamsSchema } from '@cj/shared/common';
import { SponsorSchema } from '@cj/shared/contests';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { acceptMultipart } from '../../lib/multipart-form';
import { PathIdSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { readImageForm } from '../uploads/read-image-form';
import * as sponsors from './service';

const SponsorParamsSchema = IdParamsSchema.extend({ sponsorId: PathIdSchema });

const errors = errorResponses(400, 401, 403, 404);

/** Adding and removing sponsors (administrators); the public list is GET /contest/{id}/sponsor in contests. */
export const sponsorRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.post(
    '/contest/:id/sponsor',
    {
      onRequest: administrator,
      schema: {
        tags: ['sponsors'],
        summary:
          'Add a sponsor: multipart name, layoutOrder and one logo file (PNG, JPEG, WebP or SVG, at most 2 MB) (administrators)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: SponsorSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sponsors.addSponsor(
            app.ctx,
            requireAdmin(request),
            request.params.id,
            await readImageForm(request),
          ),
        ),
  );

  app.delete(
    '/contest/:id/sponsor/:sponsorId',
    {
      onRequest: administrator,
      schema: {
        tags: ['sponsors'],
        summary: 'Remove a sponsor and its logo; answers the removed sponsor (administrators)',
        params: SponsorParamsSchema,
        response: { 200: SponsorSchema, ...errors },
      },
    },
    async (request) =>
      sponsors.removeSponsor(app.ctx, requireAdmin(request), request.params.id, request.params.sponsorId),
  );
};
