import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reasonPhrase } from '../lib/http-errors';

/** Serves the built web app; any other GET outside /api gets index.html so client-side routes load. */
export const spaPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w @cj/web)');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({
        statusCode: 404,
        error: reasonPhrase(404),
        message: `Route ${request.method} ${pathname} not found.`,
      });
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
