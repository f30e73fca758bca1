import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPES, type ImageMediaType } from '@cj/shared/images';
import type { AppContext } from '../../app-context';
import type { CheckedImage } from './image-check';

/** A stored image's name: a generated UUID and the extension of its checked type; nothing a client chose. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|svg)$/;

const MEDIA_TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mediaType, extension]) => [extension, mediaType]),
) as Record<string, ImageMediaType>;

export const uploadsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads');

/** The address an image is served at (GET /uploads/{name}). */
export const uploadUrl = (name: string) => `/uploads/${name}`;

/** The stored name behind an address uploadUrl gave, or null for any other address (an outside image). */
export const uploadNameOf = (url: string) =>
  url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;

/** The path and media type of a stored image's name, or null for any name this store cannot have written. */
export function storedImage(ctx: AppContext, name: string) {
  const match = STORED_NAME.exec(name);
  if (!match) return null;
  return { filePath: path.join(uploadsDir(ctx), name), mediaType: MEDIA_TYPE_BY_EXTENSION[match[1]!]! };
}

/** Writes a checked image under DATA_DIR/uploads with a new name and answers that name. */
async function saveImage(ctx: AppContext, image: CheckedImage): Promise<string> {
  const dir = uploadsDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${image.extension}`;
  await fs.writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
  return name;
}

/** Deletes a stored image; one already gone, or a name this store never wrote, is no error. */
export async function removeImage(ctx: AppContext, name: string | null | undefined) {
  const stored = name ? storedImage(ctx, name) : null;
  if (!stored) return;
  await fs.rm(stored.filePath, { force: true });
}

/**
 * Runs `write` (the database change that refers to a newly saved image); if it fails, the image is deleted so
 * no file is left that nothing refers to.
 */
export async function withSavedImage<T>(
  ctx: AppContext,
  image: CheckedImage,
  write: (name: string) => Promise<T>,
): Promise<T> {
  const name = await saveImage(ctx, image);
  try {
    return await write(name);
  } catch (error) {
    await removeImage(ctx, name);
    throw error;
  }
}
