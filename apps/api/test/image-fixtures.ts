import { IMAGE_MAX_BYTES } from '@cj/shared/images';
import type { App } from '../src/app';

/** Real one-pixel images of each accepted type. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** A PNG signature padded to `size` bytes: enough for the type check, sized for the limit tests. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
export const LARGEST_IMAGE = pngOfSize(IMAGE_MAX_BYTES);
export const TOO_LARGE_IMAGE = pngOfSize(IMAGE_MAX_BYTES + 1);

export interface FormFile {
  filename: string;
  bytes: Buffer;
  /** The content type the browser declares for the file; the server must not believe it. */
  type?: string;
  field?: string;
}

/** A multipart body as a browser builds it (the platform's FormData): text fields, then files. */
export async function imageFormBody(fields: Record<string, string>, files: readonly FormFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type ?? '' }), file.filename);
  }
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POSTs a multipart form to `url`. */
export async function postImageForm(
  app: App,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: readonly FormFile[],
) {
  const body = await imageFormBody(fields, files);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}
