/** Uploaded images (sponsor logos, profile photos): what is accepted and what a refusal says. */

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The types an image may be, recognized from its bytes; the value is the extension it is stored under. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;
export type ImageMediaType = keyof typeof IMAGE_TYPES;

/** For a file input's `accept`: a hint to the browser only; the server checks the bytes. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export const IMAGE_MESSAGES = {
  fileRequired: 'File is required',
  oneFileOnly: 'Only one file can be processed at a time.',
  fileTooLarge: 'The image must be at most 2 MB.',
  unsupportedType: 'The image must be a PNG, JPEG, WebP or SVG file.',
  tooManyFields: 'The upload has too many fields.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
} as const;
