import { CsvError, parse } from 'csv-parse/sync';

/**
 * Comma-separated records as Brisnet files and the house CSV write them, read with csv-parse: values optionally
 * in double quotes (a quoted value may hold commas, apostrophes, newlines, and "" for a quote), whitespace around
 * values ignored, CRLF, LF or CR line ends, mixed. Each record knows the line it starts on.
 */

export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const SYNTAX_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed.',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected text after a closing quote.',
  CSV_INVALID_OPENING_QUOTE: 'a quote inside a value that is not quoted.',
};

export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  // csv-parse counts the line a record ends on; the next one starts on the line after.
  let nextStart = 1;
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      ltrim: true,
      rtrim: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (fields: string[], { lines }) => {
        records.push({ line: nextStart, fields });
        nextStart = lines + 1;
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new CsvSyntaxError(nextStart, SYNTAX_MESSAGES[error.code] ?? 'the line cannot be read.');
    }
    throw error;
  }
  return records;
}

/** A record with nothing in it (an empty or whitespace-only line). */
export const isBlankRecord = (record: CsvRecord) =>
  record.fields.length === 1 && record.fields[0]!.trim() === '';
