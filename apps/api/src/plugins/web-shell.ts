import zlib from 'node:zlib';
import { FIRST_LOAD_ELEMENT_ID, type FirstLoadData } from '@cj/shared/first-load';
import type { Site } from '@cj/shared/site';
import { negotiate } from '@fastify/accept-negotiator';
import type { Config } from '../config';
import { siteForBrand } from '../lib/site';

/**
 * The web app's index.html, filled in for one brand and compressed once. The build leaves two markers in it:
 * `<!--cj:brand-->` (the product name: title and the header the page paints before its scripts run) and
 * `<!--cj:site-->` (the site GET /api/site would answer, as JSON, so the app renders without asking).
 */
export interface WebShell {
  /** The filled page, for pages that add their first load's data (withFirstLoadData). */
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface WebShells {
  thoroughbred: WebShell;
  harness: WebShell;
}

const SITE_MARKER = '<!--cj:site-->';
const BRAND_MARKER = '<!--cj:brand-->';
/** The id of the script element holding the site's JSON (apps/web/src/lib/site.ts reads it). */
const SITE_ELEMENT_ID = 'cj-site';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** JSON safe inside a script element: no `</script>` or `<!--` can close or confuse it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function fillShell(template: string, site: Site): string {
  return template
    .replaceAll(BRAND_MARKER, escapeHtml(site.productName))
    .replace(
      SITE_MARKER,
      `<script id="${SITE_ELEMENT_ID}" type="application/json">${scriptJson(site)}</script>`,
    );
}

/**
 * The page with the answers its first render needs (plugins/first-load-data.ts) as inert JSON, compressed for
 * this answer alone: quickly (Brotli 5), since it is done for each request of a public page.
 */
export function withFirstLoadData(shell: WebShell, data: FirstLoadData): WebShell {
  const script = `<script id="${FIRST_LOAD_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`;
  return compress(shell.html.replace('</head>', `${script}</head>`), FAST);
}

/**
 * The page with `<link rel="modulepreload">` for `scripts` (its page's code, plugins/page-scripts.ts) after the
 * entry's own, so the browser fetches them while it parses the page instead of once the entry has run; Vite's
 * preload helper finds them there and adds none (decision 040). As low a priority as the entry's (decision 035).
 */
export function withModulePreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const links = scripts
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`)
    .join('');
  const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
  const at = lastPreload === -1 ? html.indexOf('</head>') : html.indexOf('>', lastPreload) + 1;
  if (at <= 0) return html;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** The encodings each shell is kept in, besides none. */
const SHELL_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** Compression levels: the smallest for a shell kept for good, quick ones for a page made for one answer. */
const BEST = { brotli: 11, gzip: 9 };
const FAST = { brotli: 5, gzip: 6 };

function compress(html: string, levels: typeof BEST): WebShell {
  const identity = Buffer.from(html);
  return {
    html,
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli },
    }),
    gzip: zlib.gzipSync(identity, { level: levels.gzip }),
  };
}

/** A filled page compressed at the highest levels: done once for each page shell the server keeps. */
export const encode = (html: string): WebShell => compress(html, BEST);

export function buildWebShells(template: string, config: Config): WebShells {
  return {
    thoroughbred: encode(fillShell(template, siteForBrand(config, false))),
    harness: encode(fillShell(template, siteForBrand(config, true))),
  };
}

/**
 * The encoding to send for an Accept-Encoding header, chosen as @fastify/static chooses the precompressed copy of a
 * file (its negotiator, `*` read as gzip): Brotli first among equals, q-values honoured, q=0 refusing one.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  return negotiate(acceptEncoding.toLowerCase().replaceAll('*', 'gzip'), SHELL_ENCODINGS) ?? 'identity';
}
