import type { ImageMediaType } from '@cj/shared/images';
import { fileTypeFromBuffer } from 'file-type';

/** The raster types we keep, as file-type names them from their bytes. */
const RASTER_TYPES = new Set<string>(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Before the <svg> root an SVG file may hold a byte order mark, an XML declaration, comments and a doctype, and
 * nothing else. The root must be the lower-case svg element (XML names are case sensitive).
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

/** SVG is text, which file-type does not read: UTF-8 with no NUL whose root element is <svg>. */
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
 * What an uploaded image is, from its bytes alone (never its name or the declared content type): PNG, JPEG or
 * WebP by file-type's reading of their signatures, or UTF-8 text whose root element is <svg>. Anything else is null.
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageMediaType | null> {
  const raster = await fileTypeFromBuffer(bytes);
  if (raster && RASTER_TYPES.has(raster.mime)) return raster.mime as ImageMediaType;
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}
