import { parseCsvRecords } from './csv-records';

export type CardFormat = 'zip' | 'drf' | 'csv' | 'html' | 'unknown';

/** Columns whose presence in the first row marks the house CSV (race-card-formats.md §2). */
const CSV_MARKER_COLUMNS = ['track', 'date', 'race', 'program', 'horse'] as const;

const SNIFF_BYTES = 64 * 1024;
const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i;

function firstLine(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_BYTES))
    .toString('latin1')
    .replace(/^\u00ef\u00bb\u00bf/, '');
  const lines = head.split(/\r?\n/);
  return lines.find((line) => line.trim() !== '') ?? '';
}

function firstFields(line: string): string[] {
  try {
    return parseCsvRecords(line)[0]?.fields ?? [];
  } catch {
    return [];
  }
}

/**
 * What a file is, from its content (never its name): a zip (local header or empty archive), a Brisnet line
 * (field 1 a 1-3 character track code, field 2 an 8-digit date), the house CSV (a header row naming its
 * columns), an HTML page, or unknown.
 */
export function sniffCardFormat(bytes: Uint8Array): CardFormat {
  if (bytes.byteLength >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) {
    if ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6)) return 'zip';
  }
  const line = firstLine(bytes);
  if (HTML_START.test(line)) return 'html';
  const fields = firstFields(line).map((field) => field.trim());
  if (/^[A-Za-z0-9]{1,3}$/.test(fields[0] ?? '') && /^\d{8}$/.test(fields[1] ?? '')) return 'drf';
  const header = new Set(fields.map((field) => field.toLowerCase()));
  if (CSV_MARKER_COLUMNS.every((column) => header.has(column))) return 'csv';
  return 'unknown';
}
