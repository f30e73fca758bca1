import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@cj/shared/images';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { type MultipartForm, readMultipartForm } from '../../lib/multipart-form';

export type ImageForm = MultipartForm;

const LIMITS = { fileSize: IMAGE_MAX_BYTES, fields: 10, fieldSize: 4096 };

/** A form of at most 10 text fields of 4 KB and one image file of at most 2 MB (sponsor logos, photos). */
export const readImageForm = (request: FastifyRequest): Promise<ImageForm> =>
  readMultipartForm(request, LIMITS, IMAGE_MESSAGES);

/** The form's file, checked to be there: 'File is required' otherwise. */
export function requireFile(form: ImageForm): Buffer {
  if (!form.file) throw badRequest(IMAGE_MESSAGES.fileRequired);
  return form.file.bytes;
}
