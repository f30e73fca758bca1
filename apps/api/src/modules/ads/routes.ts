import { AdSchema, AdsQuerySchema } from '@cj/shared/ads';
import { Property } from '@cj/shared/enums';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActiveAds } from './repository';

const brands: readonly number[] = [Property.Thoroughbred, Property.Harness];

export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'Active ads of a placement (1 homepage, 2 contest, 3 email) for a brand (p=1 or 2)',
        querystring: AdsQuerySchema,
        response: { 200: z.array(AdSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { placement, p } = request.query;
      return listActiveAds(app.ctx.db, placement, p !== undefined && brands.includes(p) ? p : undefined);
    },
  );
};
