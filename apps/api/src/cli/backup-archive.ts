import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error';

/** Files already on disk that go into the archive under one folder of it, packed from where they are. */
export interface ArchivedFolder {
  name: string;
  path: string;
  files: readonly string[];
}

/**
 * Writes `files` (made in memory, by name) and then `folder`'s files (as `<folder.name>/<file>`) to `target` as a
 * gzip-compressed tar (node-tar). node-tar packs from one folder on disk, so the files are written to a staging
 * folder beside the target, in which `folder.name` is a link to the folder, and the archive is written beside the
 * target and renamed into place once complete: a file under the target name is never a cut-off archive. A file that
 * cannot be read fails the archive (strict) instead of being left out.
 */
export async function writeArchive(
  target: string,
  files: ReadonlyMap<string, Uint8Array>,
  folder: ArchivedFolder,
): Promise<void> {
  const staging = fs.mkdtempSync(`${target}.staging-`);
  const partial = `${target}.partial-${process.pid}`;
  try {
    for (const [name, data] of files) fs.writeFileSync(path.join(staging, name), data);
    if (folder.files.length > 0) fs.symlinkSync(folder.path, path.join(staging, folder.name), 'dir');
    const names = [...files.keys(), ...folder.files.map((file) => `${folder.name}/${file}`)];
    await tar.create({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, names);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** node-tar's failures carry its code (TAR_BAD_ARCHIVE, TAR_ENTRY_INVALID; TAR_ABORT for gzip's). */
const isTarError = (error: unknown): error is Error & { tarCode: string } =>
  error instanceof Error && typeof (error as { tarCode?: unknown }).tarCode === 'string';

/**
 * Reads the plain files of a gzip-compressed tar archive into memory, by name, as the archive names them (nothing
 * is written to disk here: the caller checks each name). A damaged or cut-off archive is a BackupError.
 */
export async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File' && entry.type !== 'OldFile') return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => files.set(entry.path, Buffer.concat(chunks)));
      },
    });
  } catch (error) {
    if (isTarError(error)) {
      throw new BackupError(
        `${file} is not a gzip-compressed archive, or it is damaged or cut off (${error.message}).`,
      );
    }
    throw error;
  }
  return files;
}
