/**
 * Comma-separated records as Brisnet files and the house CSV write them: values optionally in double quotes
 * (a quoted value may hold commas, apostrophes, newlines, and "" for a quote), spaces around a quoted value
 * ignored, CRLF or LF line ends. Each record knows the line it starts on.
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

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

const isLineEnd = (char: string | undefined) => char === '\n' || char === '\r';

export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = 0;
  let line = 1;
  while (i < length) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let j = i;
      while (text[j] === ' ') j++;
      if (text[j] === '"') {
        let value = '';
        j++;
        for (;;) {
          const quote = text.indexOf('"', j);
          if (quote === -1) throw new CsvSyntaxError(startLine, 'a quoted value is never closed.');
          value += text.slice(j, quote);
          if (text[quote + 1] === '"') {
            value += '"';
            j = quote + 2;
            continue;
          }
          j = quote + 1;
          break;
        }
        line += countNewlines(text, i, j);
        while (text[j] === ' ') j++;
        if (j < length && text[j] !== ',' && !isLineEnd(text[j])) {
          throw new CsvSyntaxError(startLine, `unexpected text after the quoted value "${value}".`);
        }
        fields.push(value);
        i = j;
      } else {
        while (j < length && text[j] !== ',' && !isLineEnd(text[j])) j++;
        fields.push(text.slice(i, j));
        i = j;
      }
      if (i >= length) break;
      if (text[i] === ',') {
        i++;
        continue;
      }
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      break;
    }
    records.push({ line: startLine, fields });
  }
  return records;
}

/** A record with nothing in it (an empty or whitespace-only line). */
export const isBlankRecord = (record: CsvRecord) =>
  record.fields.length === 1 && record.fields[0]!.trim() === '';
