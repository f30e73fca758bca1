import { AdminAdSchema } from '@cj/shared/ads';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { acceptMultipart } from '../../lib/multipart-form';
import { PathIdParamsSchema } from '../../lib/path-ids';
import { administrator, requireAdmin } from '../../plugins/auth';
import { readImageForm } from '../uploads/read-image-form';
import { type AdChange, changeAd, createAd, listAds, removeAd } from './admin-service';

const tags = ['ads'];
const adminErrors = errorResponses(401, 403);
const uploadErrors = errorResponses(400, 413, 415);
const FIELDS =
  'multipart placement (1 homepage, 2 contest, 3 e-mail), property (-1 all brands, 1, 2), linkUrl (http or https), altText, isActive (true or false)';

/**
 * The admin change, written to the server log with who made it. The audit log table keeps the spec's event
 * types 1 to 9 only (a check constraint), none of which is an ad change.
 */
function logChange(request: FastifyRequest, change: AdChange, ad: { id: number; placement: number }) {
  const admin = requireAdmin(request);
  request.log.info(
    { audit: `ad ${change}`, adId: ad.id, placement: ad.placement, accountId: admin.id, email: admin.email },
    `administrator ${admin.email} ${change} ad ${ad.id}`,
  );
}

/** Ads administration (administrators); the public list is GET /ads in routes.ts. */
export const adAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.get(
    '/admin/ads',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Every ad, active or not, newest first (administrators)',
        response: { 200: z.array(AdminAdSchema), ...adminErrors },
      },
    },
    async () => listAds(app.ctx),
  );

  app.post(
    '/admin/ads',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: `Add an ad: ${FIELDS}, and one image file (PNG, JPEG, WebP or SVG, at most 2 MB) (administrators)`,
        consumes: ['multipart/form-data'],
        response: { 201: AdminAdSchema, ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const ad = await createAd(app.ctx, await readImageForm(request));
      logChange(request, 'created', ad);
      return reply.status(201).send(ad);
    },
  );

  app.put(
    '/admin/ads/:id',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: `Change an ad: ${FIELDS}; an image file, when sent, replaces the image (administrators)`,
        consumes: ['multipart/form-data'],
        params: PathIdParamsSchema,
        response: { 200: AdminAdSchema, ...adminErrors, ...uploadErrors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const ad = await changeAd(app.ctx, request.params.id, await readImageForm(request));
      logChange(request, 'updated', ad);
      return ad;
    },
  );

  app.delete(
    '/admin/ads/:id',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Remove an ad and its image; answers the removed ad (administrators)',
        params: PathIdParamsSchema,
        response: { 200: AdminAdSchema, ...adminErrors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const ad = await removeAd(app.ctx, request.params.id);
      logChange(request, 'deleted', ad);
      return ad;
    },
  );
};
