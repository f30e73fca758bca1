import zlib from 'node:zlib';
import { FIRST_LOAD_ELEMENT_ID, type FirstLoadData } from '@cj/shared/first-load';
import type { Site } from '@cj/shared/site';
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

export const SITE_MARKER = '<!--cj:site-->';
export const BRAND_MARKER = '<!--cj:brand-->';
/** The id of the script element holding the site's JSON (apps/web/src/lib/site.ts reads it). */
export const SITE_ELEMENT_ID = 'cj-site';

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
export const scriptJson = (value: unknown) =>
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
  const html = shell.html.replace('</head>', `${script}</head>`);
  const identity = Buffer.from(html);
  return {
    html,
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(identity, { level: 6 }),
  };
}

function encode(html: string): WebShell {
  const identity = Buffer.from(html);
  return {
    html,
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

export function buildWebShells(template: string, config: Config): WebShells {
  return {
    thoroughbred: encode(fillShell(template, siteForBrand(config, false))),
    harness: encode(fillShell(template, siteForBrand(config, true))),
  };
}

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
