import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** A file of a tar archive: a plain file, named with forward slashes, read only when it is written. */
export interface TarFile {
  name: string;
  read(): Promise<Buffer>;
}

const BLOCK = 512;
const NAME_BYTES = 100;

export class TarFormatError extends Error {}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > NAME_BYTES)
    throw new TarFormatError(`The name ${name} is too long for the archive.`);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  block.write(name, 0, NAME_BYTES, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000`, 148, 'ascii');
  return block;
}

/**
 * Writes `files` to `target` as a gzip-compressed ustar archive that `tar xzf` reads. It is written beside the
 * target and renamed into place once complete, so an archive at `target` is never a cut-off one.
 */
export async function writeTarGz(
  target: string,
  files: readonly TarFile[],
  mtime = new Date(),
): Promise<void> {
  const partial = `${target}.partial-${process.pid}`;
  async function* blocks() {
    for (const file of files) {
      const data = await file.read();
      yield header(file.name, data.length, mtime);
      yield data;
      const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (padding > 0) yield Buffer.alloc(padding);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  try {
    await pipeline(
      Readable.from(blocks()),
      zlib.createGzip(),
      fs.createWriteStream(partial, { flags: 'wx' }),
    );
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Reads the plain files of a gzip-compressed tar archive into memory, by name; a damaged archive is refused. */
export async function readTarGz(source: string): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  try {
    await pipeline(
      fs.createReadStream(source),
      zlib.createGunzip(),
      async (stream: AsyncIterable<Buffer>) => {
        for await (const chunk of stream) chunks.push(chunk);
      },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new TarFormatError(`${source} is not a gzip-compressed archive, or it is cut off.`);
    }
    throw error;
  }
  const archive = Buffer.concat(chunks);
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const stored = Number.parseInt(field(148, 8).trim(), 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
    if (stored !== sum) throw new TarFormatError(`${source} is damaged: a header's checksum does not match.`);
    const size = Number.parseInt(field(124, 12).trim(), 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, NAME_BYTES)}` : field(0, NAME_BYTES);
    const type = field(156, 1);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new TarFormatError(`${source} is cut off inside ${name}.`);
    if (type === '0' || type === '') files.set(name, archive.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarFormatError(`${source} is cut off: it lacks the archive's end.`);
}
