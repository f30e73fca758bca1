import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reasonPhrase } from '../lib/http-errors';

/** Serves the built web app's files; answers false when it has not been built. */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w @cj/web)');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file: sent to browsers that accept them.
    preCompressed: true,
    // The cache policy is set here alone (send's own max-age=0 would overwrite it).
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  return true;
}

/** Unknown API routes get a JSON 404; with the web app served, any other GET gets index.html (client routes). */
export function notFoundHandler(webServed: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      webServed &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: reasonPhrase(404),
      message: `Route ${request.method} ${pathname} not found.`,
    });
  };
}
