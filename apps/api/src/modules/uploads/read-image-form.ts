import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@cj/shared/images';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';

export interface ImageForm {
  /** Text fields by name (the last one wins if a name repeats). */
  fields: Record<string, string>;
  /** The one file part, or null when none was sent (or a browser's empty file input). */
  file: { filename: string; bytes: Buffer } | null;
}

const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 };

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;

/** Lets the routes of `app` (an encapsulated plugin) read multipart bodies, unless a parent already does. */
export async function acceptMultipart(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: LIMITS });
}

/**
 * Reads a multipart form of text fields and at most one image file, bounded: the file up to 2 MB (413 past it),
 * at most 10 fields of 4 KB. A second file is 'Only one file can be processed at a time.'. A body that is not
 * multipart reads as an empty form, so the caller's first 'is required' message answers it.
 */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  const form: ImageForm = { fields: {}, file: null };
  if (!request.isMultipart()) return form;
  let files = 0;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      files += 1;
      if (files > 1) {
        part.file.resume();
        throw badRequest(IMAGE_MESSAGES.oneFileOnly);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0 || part.filename) form.file = { filename: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(IMAGE_MESSAGES.oneFileOnly);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(IMAGE_MESSAGES.tooManyFields);
    // Only the request body is read here: a cut or malformed multipart body is the client's.
    throw badRequest(IMAGE_MESSAGES.uploadUnreadable);
  }
  return form;
}

/** The form's file, checked to be there: 'File is required' otherwise. */
export function requireFile(form: ImageForm): Buffer {
  if (!form.file) throw badRequest(IMAGE_MESSAGES.fileRequired);
  return form.file.bytes;
}
