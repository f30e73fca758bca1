import path from 'node:path';
import { buildCard, type ParsedCard } from './card-builder';
import { cardError, describeFile } from './card-errors';
import { parseHouseCsv } from './csv-parser';
import { parseDrf } from './drf-parser';
import { type CardFormat, sniffCardFormat } from './sniff';
import { decodeLatin1, decodeUtf8OrLatin1 } from './text-decoding';
import { readZip, type ZipEntry, ZipError } from './zip-reader';

export interface CardSource {
  /** The file's name as uploaded (or the last segment of a fetched address); only used in messages. */
  name: string;
  bytes: Buffer;
}

const NOT_A_CARD = 'this is not a zip, a Brisnet .DRF file or a race card CSV.';

/** A name fit for a message: its last path segment, printable, at most 100 characters. */
export function displayName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/'));
  const printable = base.replace(/[\p{Cc}"]/gu, '').slice(0, 100);
  return printable === '' ? 'upload' : printable;
}

const isDataFormat = (format: CardFormat): format is 'drf' | 'csv' => format === 'drf' || format === 'csv';

function parseDataFile(format: 'drf' | 'csv', bytes: Buffer, file: string) {
  return format === 'drf'
    ? parseDrf(decodeLatin1(bytes), file)
    : parseHouseCsv(decodeUtf8OrLatin1(bytes), file);
}

async function readZippedCard(zipName: string, bytes: Buffer): Promise<ParsedCard> {
  const zipFile = describeFile(zipName);
  let entries: ZipEntry[];
  try {
    entries = await readZip(bytes);
  } catch (error) {
    if (error instanceof ZipError) throw cardError(zipFile, error.message);
    throw error;
  }
  const dataFiles = entries
    .map((entry) => ({ ...entry, format: sniffCardFormat(entry.data) }))
    .filter((entry): entry is ZipEntry & { format: 'drf' | 'csv' } => isDataFormat(entry.format));
  const [dataFile, ...others] = dataFiles;
  if (!dataFile)
    throw cardError(zipFile, 'the zip holds no race card data file (a Brisnet .DRF or a race card CSV).');
  if (others.length > 0) {
    const names = dataFiles.map((entry) => `"${entry.name}"`).join(', ');
    throw cardError(
      zipFile,
      `the zip holds ${dataFiles.length} race card data files (${names}); upload one card at a time.`,
    );
  }
  const file = describeFile(displayName(dataFile.name), zipName);
  return buildCard({ file, rows: parseDataFile(dataFile.format, dataFile.data, file) });
}

/**
 * Reads an uploaded or fetched race card, whatever its name says: a zip holding exactly one data file, or a
 * bare Brisnet .DRF or house CSV. Every problem is a 400 naming the file (and line).
 */
export async function readCardFile(
  source: CardSource,
  format: CardFormat = sniffCardFormat(source.bytes),
): Promise<ParsedCard> {
  const name = displayName(source.name);
  if (source.bytes.length === 0) throw cardError(describeFile(name), 'the file is empty.');
  if (format === 'zip') return readZippedCard(name, source.bytes);
  if (!isDataFormat(format)) throw cardError(describeFile(name), NOT_A_CARD);
  const file = describeFile(name);
  return buildCard({ file, rows: parseDataFile(format, source.bytes, file) });
}
