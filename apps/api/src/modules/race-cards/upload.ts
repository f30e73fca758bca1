import { RACE_CARD_MAX_BYTES, RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { CardSource } from './read-card-file';

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;

/**
 * The one file of a multipart upload, read into memory up to 20 MB (413 past it). No file, or a browser's
 * empty file input, is 'File is required'; a second file is refused.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<CardSource> {
  if (!request.isMultipart()) throw badRequest(RACE_CARD_MESSAGES.fileRequired);
  let upload: CardSource | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: RACE_CARD_MAX_BYTES, files: 2, fields: 20, parts: 22 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (upload) {
        part.file.resume();
        throw badRequest(RACE_CARD_MESSAGES.oneFileOnly);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0 || part.filename) upload = { name: part.filename, bytes };
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, RACE_CARD_MESSAGES.fileTooLarge);
    if (errorCode(error) === 'FST_FILES_LIMIT') throw badRequest(RACE_CARD_MESSAGES.oneFileOnly);
    if (error instanceof HttpError) throw error;
    // Only the request body is read here: a cut or malformed multipart body is the client's.
    throw badRequest(RACE_CARD_MESSAGES.uploadUnreadable);
  }
  if (!upload) throw badRequest(RACE_CARD_MESSAGES.fileRequired);
  return upload;
}
