import { ApiErrorSchema } from '@cj/shared/errors';
import { ShareCardParamsSchema } from '@cj/shared/share-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified } from '../../lib/conditional-get';
import { isHarnessHost } from '../../lib/site';
import { createPlayerCardImages, findPlayerCard } from './service';

/**
 * Caches may keep a card but ask again before each use (a 304 while nothing has been finalized since): its figures
 * change at the next finalize, which no lifetime could foresee.
 */
const CARD_CACHE_CONTROL = 'public, no-cache';

export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createPlayerCardImages(app.ctx);

  app.get(
    '/contest/:id/players/:playerId/card.png',
    {
      preHandler: [app.limiters.shareCardIp],
      schema: {
        tags: ['players'],
        summary:
          "An entry's share card (1200×630 PNG, the Open Graph size): the brand, the contest, the player's first " +
          'name and initial, rank and figure after the last finalized race. Public once the contest has started; ' +
          'ETag changes when a race of the contest is finalized (If-None-Match answers 304)',
        params: ShareCardParamsSchema,
        produces: ['image/png'],
        response: {
          200: z.unknown().describe('The PNG bytes'),
          304: z.undefined().describe('Not modified: the tag If-None-Match named is current'),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const harness = isHarnessHost(app.ctx.config, request.headers.host);
      const answer = await findPlayerCard(app.ctx, request.params.id, request.params.playerId, harness);
      reply.header('etag', answer.etag).header('cache-control', CARD_CACHE_CONTROL);
      if (isNotModified(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
      const png = await images.png(answer);
      return reply.header('content-type', 'image/png').send(png);
    },
  );
};
