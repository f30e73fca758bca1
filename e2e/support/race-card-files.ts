/**
 * Race card files for the browser tests, written with the API tests' own generators (apps/api/test/fixtures):
 * invented horses, a Brisnet single-file .DRF in a zip and the house CSV. Loaded at run time so the e2e project
 * does not compile the API's test code.
 */

interface DrfRace {
  raceNumber: number;
  postTime: string;
  runners: { program: string; name: string; morningLine?: string }[];
}

interface DrfCard {
  track: string;
  date: string;
  races: DrfRace[];
}

interface DrfModule {
  inventedCard(options: { track?: string; date?: string; races?: number; runners?: number }): DrfCard;
  drfLines(card: DrfCard): string[];
  drfBytes(lines: readonly string[]): Buffer;
}

interface CsvModule {
  csvRow(runner: {
    track?: string;
    date?: string;
    race: number;
    postTime?: string;
    program: string;
    horse: string;
    morningLine?: string;
  }): string;
  houseCsv(rows: readonly string[]): string;
}

interface ZipModule {
  writeZip(files: readonly { name: string; data: Buffer | string }[]): Buffer;
}

const FIXTURES = new URL('../../apps/api/test/fixtures/race-cards/', import.meta.url);

async function load<T>(file: string): Promise<T> {
  return (await import(new URL(file, FIXTURES).href)) as T;
}

export interface CardFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** 'CDX0504.zip' holding 'CDX0504.DRF': `races` races of `runners` runners, the first post at 10:00 Pacific. */
export async function drfZip(options: { track: string; date: string; races: number; runners: number }) {
  const [drf, zip] = await Promise.all([
    load<DrfModule>('generate-drf.ts'),
    load<ZipModule>('zip-writer.ts'),
  ]);
  const compactDate = options.date.replaceAll('-', '');
  const card = drf.inventedCard({ ...options, date: compactDate });
  const base = `${options.track.padEnd(3, 'X')}${compactDate.slice(4)}`;
  const file: CardFile = {
    name: `${base}.zip`,
    mimeType: 'application/zip',
    buffer: zip.writeZip([{ name: `${base}.DRF`, data: drf.drfBytes(drf.drfLines(card)) }]),
  };
  return { file, card };
}

/** A house-format CSV card of one race: the runners as [program, horse, morning line], post time at the track. */
export async function houseCsvCard(options: {
  track: string;
  date: string;
  postTime: string;
  runners: readonly (readonly [string, string, string])[];
}): Promise<CardFile> {
  const csv = await load<CsvModule>('house-csv.ts');
  const rows = options.runners.map(([program, horse, morningLine]) =>
    csv.csvRow({
      track: options.track,
      date: options.date,
      race: 1,
      postTime: options.postTime,
      program,
      horse,
      morningLine,
    }),
  );
  return {
    name: `${options.track}-${options.date}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.houseCsv(rows)),
  };
}
