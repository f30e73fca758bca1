import type { ImageMediaType } from '@cj/shared/images';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * Before the <svg> root an SVG file may hold a byte order mark, an XML declaration, comments and a doctype, and
 * nothing else. The root must be the lower-case svg element (XML names are case sensitive).
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

function looksLikeSvg(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return SVG_START.test(text);
}

/**
 * What an uploaded image is, from its bytes alone (never its name or the declared content type): the PNG
 * signature, the JPEG start-of-image marker, a RIFF container of WebP, or UTF-8 text whose root element is
 * <svg>. Anything else is null.
 */
export function detectImageType(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}
