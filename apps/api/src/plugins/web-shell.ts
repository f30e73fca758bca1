import zlib from 'node:zlib';
import type { Site } from '@cj/shared/site';
import type { Config } from '../config';
import { siteForBrand } from '../lib/site';

/**
 * The page the service worker shows without a network (apps/web/public/offline.html), filled in for one brand and
 * compressed once. It holds two markers: `<!--cj:brand-->` (the product name) and `<!--cj:site-->` (the site
 * GET /api/site would answer, as JSON).
 */
export interface WebShell {
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

/** Compression levels: the smallest, as a shell is compressed once and kept. */
const BEST = { brotli: 11, gzip: 9 };

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
