import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reasonPhrase } from '../lib/http-errors';
import { isHarnessHost } from '../lib/site';
import { buildWebShells, pickEncoding, type WebShells } from './web-shell';

/** The branded index.html of each app served (plugins/web-shell.ts), built once when the app starts. */
const shellsOf = new WeakMap<FastifyInstance, WebShells>();

/** Serves the built web app's files; answers false when it has not been built. */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w @cj/web)');
    return false;
  }
  shellsOf.set(app, buildWebShells(fs.readFileSync(indexFile, 'utf8'), app.ctx.config));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // index.html is a template: every page gets it filled in for the host's brand (notFoundHandler).
    allowedPath: (pathname) => pathname !== '/index.html',
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

/** index.html for the brand of the request's host, compressed as the browser accepts, never cached unchecked. */
function sendShell(shells: WebShells, request: FastifyRequest, reply: FastifyReply) {
  const shell = isHarnessHost(request.server.ctx.config, request.headers.host)
    ? shells.harness
    : shells.thoroughbred;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding, host');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(shell[encoding]);
}

/** Unknown API routes get a JSON 404; with the web app served, any other GET gets index.html (client routes). */
export function notFoundHandler(webServed: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const shells = webServed ? shellsOf.get(request.server) : undefined;
    if (shells && (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')) {
      return sendShell(shells, request, reply);
    }
    return reply.status(404).send({
      statusCode: 404,
      error: reasonPhrase(404),
      message: `Route ${request.method} ${pathname} not found.`,
    });
  };
}
