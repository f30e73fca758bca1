import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { reasonPhrase } from '../lib/http-errors';
import { sessionCookieToken } from '../lib/session-cookie';
import { isHarnessHost, publicUrl, siteForBrand } from '../lib/site';
import { compressedPage } from './page-compression';
import { scriptNonceOf } from './security-headers';
import { webManifest } from './web-manifest';
import { buildWebShells, type WebShells } from './web-shell';

/** The page the service worker shows when there is no network: a template filled in per brand (web-shell.ts). */
const OFFLINE_PAGE = '/offline.html';

/** The service worker: checked on every visit, so a new version is found at once (its scope is the whole site). */
const SERVICE_WORKER_FILE = 'sw.js';

type PageHandler = ReturnType<typeof createRequestHandler>;

interface WebPages {
  render: PageHandler;
  offline?: WebShells;
}
const pagesOf = new WeakMap<FastifyInstance, WebPages>();

/**
 * Serves the web app built by React Router (apps/web: dist/client, the browser's files; dist/server, the pages'
 * renderer). Answers false when it has not been built.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  const clientRoot = path.join(root, 'client');
  const serverBuild = path.join(root, 'server', 'index.js');
  if (!fs.existsSync(serverBuild)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w @cj/web)');
    return false;
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const offlineFile = path.join(clientRoot, OFFLINE_PAGE);
  pagesOf.set(app, {
    render: createRequestHandler(build, 'production'),
    offline: fs.existsSync(offlineFile)
      ? buildWebShells(fs.readFileSync(offlineFile, 'utf8'), app.ctx.config)
      : undefined,
  });
  serveManifest(app);
  await app.register(fastifyStatic, {
    root: clientRoot,
    wildcard: false,
    index: false,
    // offline.html is a template, filled in for the host's brand (notFoundHandler).
    allowedPath: (pathname) => pathname !== OFFLINE_PAGE,
    // The build writes .br and .gz beside each text file: sent to browsers that accept them.
    preCompressed: true,
    // The cache policy is set here alone (send's own max-age=0 would overwrite it).
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('vary', 'accept-encoding');
      response.setHeader('cache-control', cacheControlOf(path.relative(clientRoot, filePath)));
    },
  });
  return true;
}

/** Hashed files never change; the service worker is checked on every visit; the rest may be kept five minutes. */
function cacheControlOf(file: string): string {
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file === SERVICE_WORKER_FILE || file.startsWith(`${SERVICE_WORKER_FILE}.`)) return 'no-cache';
  return 'public, max-age=300';
}

/** GET /manifest.webmanifest: the installable app of the host's brand (plugins/web-manifest.ts). */
function serveManifest(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    const { config } = request.server.ctx;
    const manifest = webManifest(config, isHarnessHost(config, request.headers.host));
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host')
      .send(JSON.stringify(manifest));
  });
}

/** The request as the Fetch API's, for React Router: its address as the browser sent it, and its headers. */
function fetchRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
  });
}

/**
 * A call the page's loaders make to the API, answered in this process (Fastify's inject) as the browser would ask
 * it: from its address, with its session (the cookie's token, as the app sends it), so with the same checks,
 * limits and answers as over the network.
 */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest, sessionToken: string | null) {
  const requestHeaders: Record<string, string> = {
    host: request.headers.host ?? 'localhost',
    accept: 'application/json',
  };
  if (sessionToken) requestHeaders.authorization = `Bearer ${sessionToken}`;
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: requestHeaders,
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

async function renderPage(pages: WebPages, request: FastifyRequest, reply: FastifyReply) {
  const { config } = request.server.ctx;
  const harness = isHarnessHost(config, request.headers.host);
  const sessionToken = sessionCookieToken(request.headers.cookie);
  const response = await pages.render(fetchRequestOf(request), {
    signedIn: sessionToken !== null,
    site: siteForBrand(config, harness),
    publicUrl: publicUrl(config, harness),
    scriptNonce: scriptNonceOf(reply) ?? '',
    apiFetch: apiFetchFor(request.server, request, sessionToken),
  });
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  // Rendered for this browser (its session, its screen): never kept by a shared cache.
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, host, cookie');
  // The service worker keeps no copy of a page rendered for an account (apps/web's service-worker/page-routes.ts).
  if (sessionToken) reply.header('x-signed-in-page', '1');
  const body = Buffer.from(await response.arrayBuffer());
  const { encoding, bytes } = compressedPage(body, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

function sendOffline(offline: WebShells, request: FastifyRequest, reply: FastifyReply) {
  const shell = isHarnessHost(request.server.ctx.config, request.headers.host)
    ? offline.harness
    : offline.thoroughbred;
  const { encoding, bytes } = compressedPage(shell.identity, request.headers['accept-encoding'], shell);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding, host');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** Unknown API routes get a JSON 404; with the web app served, any other GET is a page, rendered on the server. */
export function notFoundHandler(webServed: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const pages = webServed ? pagesOf.get(request.server) : undefined;
    if (pages && (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')) {
      if (pathname === OFFLINE_PAGE && pages.offline) return sendOffline(pages.offline, request, reply);
      return renderPage(pages, request, reply);
    }
    return reply.status(404).send({
      statusCode: 404,
      error: reasonPhrase(404),
      message: `Route ${request.method} ${pathname} not found.`,
    });
  };
}
