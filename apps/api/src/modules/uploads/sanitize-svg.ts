import { Parser } from 'htmlparser2';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Elements that draw, group, describe or style; never script, foreignObject, animation, links out or fonts. */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'switch',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDisplacementMap',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feTurbulence',
]);

/** A link around shapes is dropped but the shapes inside it stay; any other unknown element goes with its content. */
const UNWRAPPED_ELEMENTS = new Set(['a']);

/** Geometry, paint and text attributes; no event handlers (on*), no external references. */
const ALLOWED_ATTRIBUTES = new Set(
  `id class style transform viewBox width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset stroke-opacity opacity clip-path clip-rule mask filter color display visibility overflow
  font-family font-size font-weight font-style font-variant font-stretch text-anchor text-decoration
  dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing writing-mode direction
  dx dy rotate textLength lengthAdjust startOffset preserveAspectRatio version baseProfile xml:space
  gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity patternUnits patternContentUnits
  patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight refX refY orient markerUnits
  marker-start marker-mid marker-end filterUnits primitiveUnits in in2 result stdDeviation mode type values
  operator k1 k2 k3 k4 flood-color flood-opacity lighting-color baseFrequency numOctaves seed stitchTiles scale
  xChannelSelector yChannelSelector radius tableValues slope intercept amplitude exponent
  color-interpolation color-interpolation-filters shape-rendering text-rendering image-rendering vector-effect
  paint-order mix-blend-mode isolation enable-background data-name role aria-label aria-hidden focusable`
    .split(/\s+/)
    .filter(Boolean),
);

/** Elements whose href may point at another element of the same image (#id). */
const LOCAL_REFERENCE_ELEMENTS = new Set([
  'use',
  'textPath',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
]);

const LOCAL_REFERENCE = /^#[\w.:-]+$/;
/** A raster image embedded in the file itself, never one fetched from elsewhere, never another SVG. */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const URL_FUNCTION = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;

/**
 * CSS (a style element or attribute) that can neither load anything nor run anything: every url() points at an
 * element of the image itself, no @import, no escapes that could spell either in disguise.
 */
export function isSafeCss(css: string): boolean {
  const squeezed = css.toLowerCase();
  if (/[\\]|@import|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/.test(squeezed)) {
    return false;
  }
  for (const match of css.matchAll(URL_FUNCTION)) {
    if (!(match[2] ?? '').startsWith('#')) return false;
  }
  return true;
}

/** An attribute value that neither names a script nor refers outside the image. */
function isSafeValue(value: string): boolean {
  const squeezed = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
  if (/(?:javascript|vbscript|data):/.test(squeezed)) return false;
  return isSafeCss(value);
}

function safeHref(element: string, value: string): string | null {
  const trimmed = value.trim();
  if (LOCAL_REFERENCE_ELEMENTS.has(element) && LOCAL_REFERENCE.test(trimmed)) return trimmed;
  if (element === 'image' && (EMBEDDED_RASTER.test(trimmed) || LOCAL_REFERENCE.test(trimmed))) {
    return trimmed.replace(/\s/g, '');
  }
  return null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function keptAttributes(element: string, attributes: Record<string, string>, isRoot: boolean): string {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'href' || name === 'xlink:href') {
      const href = safeHref(element, value);
      // SVG 2 reads plain href; xlink:href would need its namespace declared.
      if (href !== null && !kept.some(([keptName]) => keptName === 'href')) kept.push(['href', href]);
      continue;
    }
    if (!ALLOWED_ATTRIBUTES.has(name)) continue;
    if (!isSafeValue(value)) continue;
    kept.push([name, value]);
  }
  if (isRoot) kept.unshift(['xmlns', SVG_NAMESPACE]);
  return kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/**
 * An uploaded SVG rewritten from an allowlist, or null when it has no <svg> root. What remains is drawing only:
 * no script, no event handlers, no foreignObject, no animation, no links, no references outside the file (only
 * #id references and embedded PNG/JPEG/GIF/WebP images), no doctype or entities, no processing instructions or
 * comments. Everything is re-escaped on the way out, so the result is well-formed XML whatever came in.
 */
export function sanitizeSvg(source: string): string | null {
  let output = '';
  let depth = 0;
  /** Depth at which a dropped element started; everything inside it is dropped too. */
  let droppedAt: number | null = null;
  let rootSeen = false;
  let rootClosed = false;
  const open: { name: string; written: boolean }[] = [];
  /** A style element's text, checked whole when it closes (the parser may hand it over in pieces). */
  let styleText: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (droppedAt !== null || rootClosed) return;
        if (styleText !== null) {
          droppedAt = depth;
          return;
        }
        const isRoot = !rootSeen;
        if (isRoot && name !== 'svg') {
          droppedAt = depth;
          rootClosed = true;
          return;
        }
        rootSeen = true;
        if (UNWRAPPED_ELEMENTS.has(name)) {
          open.push({ name, written: false });
          return;
        }
        if (!ALLOWED_ELEMENTS.has(name)) {
          droppedAt = depth;
          return;
        }
        output += `<${name}${keptAttributes(name, attributes, isRoot)}>`;
        open.push({ name, written: true });
        if (name === 'style') styleText = '';
      },
      ontext(text) {
        if (droppedAt !== null || !rootSeen || rootClosed || open.length === 0) return;
        if (styleText !== null) styleText += text;
        else output += escapeText(text);
      },
      onclosetag() {
        const closing = depth;
        depth -= 1;
        if (droppedAt !== null) {
          if (closing === droppedAt) droppedAt = null;
          return;
        }
        const element = open.pop();
        if (!element) return;
        if (element.name === 'style' && styleText !== null) {
          if (isSafeCss(styleText)) output += escapeText(styleText);
          styleText = null;
        }
        if (element.written) output += `</${element.name}>`;
        if (open.length === 0) rootClosed = true;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  if (!rootSeen) return null;
  return output;
}
