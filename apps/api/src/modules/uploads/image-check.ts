import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES, type ImageMediaType } from '@cj/shared/images';
import { HttpError } from '../../lib/http-errors';
import { detectImageType } from './image-type';
import { sanitizeSvg } from './sanitize-svg';

export interface CheckedImage {
  mediaType: ImageMediaType;
  /** The extension the image is stored under, from its type. */
  extension: (typeof IMAGE_TYPES)[ImageMediaType];
  /** The bytes to store: as uploaded for raster images, rewritten for SVG. */
  bytes: Buffer;
}

const unsupported = () => new HttpError(415, IMAGE_MESSAGES.unsupportedType);

/**
 * The one check every uploaded image passes (sponsor logos, profile photos): at most 2 MB (413), a PNG, JPEG,
 * WebP or SVG by its bytes (415 otherwise), and an SVG sanitized down to drawing only.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_MESSAGES.fileTooLarge);
  const mediaType = await detectImageType(bytes);
  if (!mediaType) throw unsupported();
  if (mediaType !== 'image/svg+xml') return { mediaType, extension: IMAGE_TYPES[mediaType], bytes };
  const svg = sanitizeSvg(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  if (svg === null) throw unsupported();
  return { mediaType, extension: 'svg', bytes: Buffer.from(svg, 'utf8') };
}
