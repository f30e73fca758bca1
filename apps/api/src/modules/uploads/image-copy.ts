import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import { removeImage, storedImage, uploadsDir } from './image-store';

/**
 * A copy of a stored image under a new name, so that removing one of the two rows that refer to them deletes
 * only its own file. A name this store never wrote, or an image already gone, has nothing to copy: the name is
 * kept as it is.
 */
async function copyImage(ctx: AppContext, name: string): Promise<string> {
  const stored = storedImage(ctx, name);
  if (!stored) return name;
  const copyName = `${randomUUID()}${path.extname(name)}`;
  try {
    await fs.copyFile(stored.filePath, path.join(uploadsDir(ctx), copyName), fs.constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return name;
    throw error;
  }
  return copyName;
}

/**
 * Runs `write` with copies of the images; if it fails, the copies are deleted so no file is left that nothing
 * refers to.
 */
export async function withCopiedImages<T>(
  ctx: AppContext,
  names: readonly string[],
  write: (copies: string[]) => Promise<T>,
): Promise<T> {
  const copies: string[] = [];
  try {
    for (const name of names) copies.push(await copyImage(ctx, name));
    return await write(copies);
  } catch (error) {
    for (const [index, copy] of copies.entries()) if (copy !== names[index]) await removeImage(ctx, copy);
    throw error;
  }
}
