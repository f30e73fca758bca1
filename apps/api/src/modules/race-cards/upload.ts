import { RACE_CARD_MAX_BYTES, RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import type { CardSource } from './read-card-file';

const LIMITS = { fileSize: RACE_CARD_MAX_BYTES, fields: 20, fieldSize: 4096 };

/**
 * The one file of a multipart upload, read into memory up to 20 MB (413 past it). No file, or a browser's
 * empty file input, is 'File is required'; a second file is refused.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<CardSource> {
  const { file } = await readMultipartForm(request, LIMITS, RACE_CARD_MESSAGES);
  if (!file) throw badRequest(RACE_CARD_MESSAGES.fileRequired);
  return { name: file.filename, bytes: file.bytes };
}
