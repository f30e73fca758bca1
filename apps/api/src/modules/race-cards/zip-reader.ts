import zlib from 'node:zlib';

/**
 * A small, careful zip reader for uploaded race cards: stored and deflate entries only, no zip64, no
 * encryption. It reads the central directory, refuses an archive whose entry count or declared uncompressed
 * size is over the limits before inflating anything, and inflates each entry with its declared size as a hard
 * cap, so a lying header cannot expand past it.
 */

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntries: 100, maxTotalBytes: 50 * 1024 * 1024 };

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Why a zip was refused; the caller names the zip in the message. */
export class ZipError extends Error {
  override name = 'ZipError';
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATE = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - EOCD_SIZE; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new ZipError('is not a readable zip (its directory is missing; the upload may be cut short).');
}

/** Entry names must stay inside the archive: no absolute paths, drive letters or '..' segments. */
export function isSafeEntryName(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  if (path.includes('\0') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) return false;
  return !path.split('/').includes('..');
}

function readCentralDirectory(
  bytes: Buffer,
  limits: ZipLimits,
): { entries: CentralEntry[]; directoryStart: number } {
  const eocd = findEndOfCentralDirectory(bytes);
  const disk = bytes.readUInt16LE(eocd + 4);
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw new ZipError('is a zip64 archive, which is not read.');
  if (disk !== 0) throw new ZipError('spans several disks, which is not read.');
  if (count > limits.maxEntries)
    throw new ZipError(`holds ${count} files; at most ${limits.maxEntries} are read.`);
  if (directoryOffset + directorySize > eocd)
    throw new ZipError('is damaged (its directory points outside the file).');

  const entries: CentralEntry[] = [];
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > eocd || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new ZipError('is damaged (a directory entry is unreadable).');
    }
    const flags = bytes.readUInt16LE(offset + 8);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > eocd) throw new ZipError('is damaged (a file name runs past the directory).');
    entries.push({
      name: bytes.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1', offset + 46, nameEnd),
      flags,
      method: bytes.readUInt16LE(offset + 10),
      crc: bytes.readUInt32LE(offset + 16),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return { entries, directoryStart: directoryOffset };
}

function entryData(bytes: Buffer, entry: CentralEntry, directoryStart: number): Buffer {
  const local = entry.localOffset;
  if (local + 30 > directoryStart || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) {
    throw new ZipError(`is damaged ("${entry.name}" cannot be found in it).`);
  }
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > directoryStart) throw new ZipError(`is damaged ("${entry.name}" runs past the end).`);
  const raw = bytes.subarray(start, end);
  if (entry.method === STORED) {
    if (raw.length !== entry.size) throw new ZipError(`is damaged ("${entry.name}" has the wrong size).`);
    return raw;
  }
  try {
    return zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ZipError(`"${entry.name}" expands past the size its header declares (a zip bomb?).`);
    }
    throw new ZipError(`is damaged ("${entry.name}" cannot be inflated).`);
  }
}

/** The files of a zip (folders left out), each checked against its declared size and CRC-32. */
export function readZip(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): ZipEntry[] {
  const { entries, directoryStart } = readCentralDirectory(bytes, limits);
  const files = entries.filter((entry) => !entry.name.endsWith('/'));
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name))
      throw new ZipError(`holds "${entry.name}", a path that leaves the archive.`);
  }
  const declared = files.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxTotalBytes) {
    throw new ZipError(
      `expands to ${Math.ceil(declared / 1024 / 1024)} MB; at most ${limits.maxTotalBytes / 1024 / 1024} MB are read.`,
    );
  }
  for (const entry of files) {
    if (entry.flags & FLAG_ENCRYPTED) throw new ZipError(`"${entry.name}" is encrypted.`);
    if (entry.method !== STORED && entry.method !== DEFLATE) {
      throw new ZipError(
        `"${entry.name}" uses compression method ${entry.method}; only stored and deflate are read.`,
      );
    }
  }
  return files.map((entry) => {
    const data = entryData(bytes, entry, directoryStart);
    if (data.length !== entry.size || zlib.crc32(data) !== entry.crc) {
      throw new ZipError(`is damaged ("${entry.name}" fails its checksum).`);
    }
    return { name: entry.name, data };
  });
}
