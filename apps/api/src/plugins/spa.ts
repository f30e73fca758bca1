import fs from 'node:fs';
import path from 'node:path';
import type { FirstLoadData } from '@cj/shared/first-load';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { reasonPhrase } from '../lib/http-errors';
import { isHarnessHost, propertyOfBrand } from '../lib/site';
import { type PageScriptsOf, readPageScripts } from './page-scripts';
import { webManifest } from './web-manifest';
import {
  buildWebShells,
  encode,
  pickEncoding,
  type WebShell,
  type WebShells,
  withFirstLoadData,
  withModulePreloads,
} from './web-shell';

/**
 * The branded pages of each app served (plugins/web-shell.ts), built once when the app starts: index.html, and the
 * page the service worker shows when there is no network (public/offline.html, precached by the worker).
 */
interface WebPages {
  index: WebShells;
  offline?: WebShells;
  /** The page a path shows and the scripts its first render needs (plugins/page-scripts.ts). */
  pageScriptsOf: PageScriptsOf;
  /** index.html with a page's modulepreload links, by brand and page: filled and compressed when first asked. */
  pageShells: Map<string, WebShell>;
}
const pagesOf = new WeakMap<FastifyInstance, WebPages>();

/** The pages the build leaves as templates: filled in per brand (notFoundHandler), never served as they are. */
const OFFLINE_PAGE = '/offline.html';
const TEMPLATES = ['/index.html', OFFLINE_PAGE];

/** The service worker: checked on every visit, so a new version is found at once (its scope is the whole site). */
const SERVICE_WORKER_FILE = 'sw.js';

/** Serves the built web app's files; answers false when it has not been built. */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w @cj/web)');
    return false;
  }
  const offlineFile = path.join(root, OFFLINE_PAGE);
  pagesOf.set(app, {
    index: buildWebShells(fs.readFileSync(indexFile, 'utf8'), app.ctx.config),
    offline: fs.existsSync(offlineFile)
      ? buildWebShells(fs.readFileSync(offlineFile, 'utf8'), app.ctx.config)
      : undefined,
    pageScriptsOf: readPageScripts(root),
    pageShells: new Map(),
  });
  serveManifest(app);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // index.html and offline.html are templates, filled in for the host's brand (notFoundHandler).
    allowedPath: (pathname) => !TEMPLATES.includes(pathname),
    // The build writes .br and .gz beside each text file: sent to browsers that accept them.
    preCompressed: true,
    // The cache policy is set here alone (send's own max-age=0 would overwrite it).
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('vary', 'accept-encoding');
      response.setHeader('cache-control', cacheControlOf(path.relative(root, filePath)));
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

/** The answers the public page at `pathname` renders first (modules/contests/first-load-data.ts), if any. */
export type FirstLoadDataReader = (
  ctx: AppContext,
  pathname: string,
  property: number,
) => Promise<FirstLoadData | undefined>;

/**
 * index.html for the brand of the request's host, compressed as the browser accepts, never cached unchecked. A
 * public page's shell carries the answers its first render needs (decision 039); if reading them fails, the page
 * is sent without them and asks the API itself.
 */
async function sendShell(
  shellOf: (harness: boolean) => WebShell,
  readFirstLoadData: FirstLoadDataReader,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) {
  const harness = isHarnessHost(request.server.ctx.config, request.headers.host);
  const shell = await withPageData(shellOf(harness), harness, readFirstLoadData, request, pathname);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding, host');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(shell[encoding]);
}

const brandShell = (shells: WebShells, harness: boolean) => (harness ? shells.harness : shells.thoroughbred);

/**
 * index.html for the page `pathname` shows: with the modulepreload links of the code that page loads before its
 * first render (decision 040), or as built for a path no page has.
 */
function pageShell(pages: WebPages, harness: boolean, pathname: string): WebShell {
  const shell = brandShell(pages.index, harness);
  const page = pages.pageScriptsOf(pathname);
  if (!page || page.scripts.length === 0) return shell;
  const key = `${harness ? 'harness' : 'thoroughbred'} ${page.pattern}`;
  let filled = pages.pageShells.get(key);
  if (!filled) {
    filled = encode(withModulePreloads(shell.html, page.scripts));
    pages.pageShells.set(key, filled);
  }
  return filled;
}

async function withPageData(
  shell: WebShell,
  harness: boolean,
  readFirstLoadData: FirstLoadDataReader,
  request: FastifyRequest,
  pathname: string,
): Promise<WebShell> {
  try {
    const data = await readFirstLoadData(request.server.ctx, pathname, propertyOfBrand(harness));
    return data ? withFirstLoadData(shell, data) : shell;
  } catch (error) {
    request.log.warn({ err: error, pathname }, 'first-load data not written');
    return shell;
  }
}

/** Unknown API routes get a JSON 404; with the web app served, any other GET gets index.html (client routes). */
export function notFoundHandler(webServed: boolean, readFirstLoadData: FirstLoadDataReader) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const pages = webServed ? pagesOf.get(request.server) : undefined;
    if (pages && (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api')) {
      const { offline } = pages;
      if (pathname === OFFLINE_PAGE && offline)
        return sendShell(
          (harness) => brandShell(offline, harness),
          readFirstLoadData,
          request,
          reply,
          pathname,
        );
      const shellOf = (harness: boolean) => pageShell(pages, harness, pathname);
      return sendShell(shellOf, readFirstLoadData, request, reply, pathname);
    }
    return reply.status(404).send({
      statusCode: 404,
      error: reasonPhrase(404),
      message: `Route ${request.method} ${pathname} not found.`,
    });
  };
}
