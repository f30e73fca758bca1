import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { ApiErrorSchema } from '@cj/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { storedImage } from './image-store';

/** A stored name never changes content, so browsers and proxies may keep it for a year without asking again. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** An SVG opened on its own may draw and use its own inline styles, nothing else: no script, no fetch, sandboxed. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Serves the uploaded images (sponsor logos, profile photos) at /uploads/{name}, outside /api. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image, by the name the API gave it (cached for a year: names never change)',
        params: z.object({ name: z.string().max(100) }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
        response: { 200: z.unknown().describe('The image bytes'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const stored = storedImage(app.ctx, request.params.name);
      const stat = stored ? await fs.stat(stored.filePath).catch(() => null) : null;
      if (!stored || !stat?.isFile()) throw notFound();
      reply
        .header('content-type', stored.mediaType)
        .header('content-length', stat.size)
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff');
      if (stored.mediaType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      return reply.send(createReadStream(stored.filePath));
    },
  );
};
