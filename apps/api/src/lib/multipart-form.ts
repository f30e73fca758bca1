import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';

/** How much of a multipart body is read: one file of at most `fileSize` bytes, and a few short text fields. */
export interface MultipartLimits {
  fileSize: number;
  fields: number;
  fieldSize: number;
}

/** What each refusal says, in the words of the upload's area (images, race cards). */
export interface MultipartMessages {
  oneFileOnly: string;
  fileTooLarge: string;
  tooManyFields: string;
  uploadUnreadable: string;
}

export interface MultipartForm {
  /** Text fields by name (the last one wins if a name repeats). */
  fields: Record<string, string>;
  /** The one file part, or null when none was sent (or a browser's empty file input). */
  file: { filename: string; bytes: Buffer } | null;
}

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;

/** Lets the routes of `app` (an encapsulated plugin) read multipart bodies, unless a parent already does. */
export async function acceptMultipart(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

/**
 * Reads a multipart form of text fields and at most one file, within `limits`: the file past its size is 413, a
 * second file, too many fields or a cut or malformed body are 400, each with the area's message. A body that is
 * not multipart reads as an empty form, so the caller's first 'is required' message answers it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, file: null };
  if (!request.isMultipart()) return form;
  let files = 0;
  try {
    const parts = request.parts({ limits: { ...limits, files: 2, parts: limits.fields + 2 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      files += 1;
      if (files > 1) {
        part.file.resume();
        throw badRequest(messages.oneFileOnly);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0 || part.filename) form.file = { filename: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(messages.oneFileOnly);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(messages.tooManyFields);
    // Only the request body is read here: a cut or malformed multipart body is the client's.
    throw badRequest(messages.uploadUnreadable);
  }
  return form;
}
