import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Reads an uploaded race card zip with yauzl. Before inflating anything it refuses an archive whose entry count or
 * declared uncompressed size is over the limits, a name that leaves the archive, encryption and methods other than
 * stored and deflate; yauzl then stops an entry that inflates past its declared size (a lying header), and the
 * CRC-32 of each file is checked.
 */

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

const ZIP_LIMITS: ZipLimits = { maxEntries: 100, maxTotalBytes: 50 * 1024 * 1024 };

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Why a zip was refused; the caller names the zip in the message. */
export class ZipError extends Error {
  override name = 'ZipError';
}

const STORED = 0;
const DEFLATE = 8;

/** Entry names must stay inside the archive: no absolute paths, drive letters or '..' segments. */
function isSafeEntryName(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  if (path.includes('\0') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) return false;
  return !path.split('/').includes('..');
}

const entryName = (entry: Entry) =>
  // decodeStrings is off (so yauzl does not refuse a bad name before we can name it); the name as written.
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);

async function openZip(bytes: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ZipError('is not a readable zip (its directory is missing; the upload may be cut short).');
  }
}

async function readDirectory(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries)
    throw new ZipError(`holds ${zip.entryCount} files; at most ${limits.maxEntries} are read.`);
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch {
    throw new ZipError('is damaged (a directory entry is unreadable).');
  }
  return entries;
}

function checkBeforeInflating(entries: Entry[], limits: ZipLimits): void {
  for (const entry of entries) {
    const name = entryName(entry);
    if (!isSafeEntryName(name)) throw new ZipError(`holds "${name}", a path that leaves the archive.`);
  }
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.maxTotalBytes) {
    throw new ZipError(
      `expands to ${Math.ceil(declared / 1024 / 1024)} MB; at most ${limits.maxTotalBytes / 1024 / 1024} MB are read.`,
    );
  }
  for (const entry of entries) {
    const name = entryName(entry);
    if (entry.isEncrypted()) throw new ZipError(`"${name}" is encrypted.`);
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATE) {
      throw new ZipError(
        `"${name}" uses compression method ${entry.compressionMethod}; only stored and deflate are read.`,
      );
    }
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function entryData(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const name = entryName(entry);
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new ZipError(`is damaged ("${name}" cannot be found in it).`);
  }
  try {
    return await collect(stream);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // yauzl's validateEntrySizes: the entry produced more bytes than its header declares.
    if (message.startsWith('too many bytes'))
      throw new ZipError(`"${name}" expands past the size its header declares (a zip bomb?).`);
    if (message.startsWith('not enough bytes'))
      throw new ZipError(`is damaged ("${name}" has the wrong size).`);
    throw new ZipError(`is damaged ("${name}" cannot be inflated).`);
  }
}

/** The files of a zip (folders left out), each checked against its declared size and CRC-32. */
export async function readZip(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipEntry[]> {
  const zip = await openZip(bytes);
  const entries = await readDirectory(zip, limits);
  const files = entries.filter((entry) => !entryName(entry).endsWith('/'));
  checkBeforeInflating(entries, limits);
  const read: ZipEntry[] = [];
  for (const entry of files) {
    const name = entryName(entry);
    const data = await entryData(zip, entry);
    if (zlib.crc32(data) !== entry.crc32) throw new ZipError(`is damaged ("${name}" fails its checksum).`);
    read.push({ name, data });
  }
  return read;
}
