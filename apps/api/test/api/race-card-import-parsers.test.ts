import { describe, expect, it } from 'vitest';
import { buildCard } from '../../src/modules/race-cards/card-builder';
import { CardFileError } from '../../src/modules/race-cards/card-errors';
import { parseCsvRecords } from '../../src/modules/race-cards/csv-records';
import { parseDrf } from '../../src/modules/race-cards/drf-parser';
import { postTimeInstant } from '../../src/modules/race-cards/post-times';
import { readCardFile } from '../../src/modules/race-cards/read-card-file';
import { sniffCardFormat } from '../../src/modules/race-cards/sniff';
import { readZip, ZipError } from '../../src/modules/race-cards/zip-reader';
import { DRF_FIELDS, drfBytes, drfLine, drfLines, inventedCard } from '../fixtures/race-cards/generate-drf';
import { csvRow, houseCsv } from '../fixtures/race-cards/house-csv';
import { writeZip } from '../fixtures/race-cards/zip-writer';

describe('comma-separated records', () => {
  it('keeps commas, apostrophes, doubled quotes and newlines inside quotes, and counts lines', () => {
    const text = 'a,"Bless Me, Father","O\'Hara ""Q""",  7 \r\n"two\nlines",  "x" \n\nlast,';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'Bless Me, Father', 'O\'Hara "Q"', '7'] },
      { line: 2, fields: ['two\nlines', 'x'] },
      { line: 4, fields: [''] },
      { line: 5, fields: ['last', ''] },
    ]);
  });

  it('reports an unclosed quote and text after a closing quote with the line their record starts on', () => {
    expect(() => parseCsvRecords('ok\n"open,\nstill\nopen')).toThrow(
      expect.objectContaining({ line: 2, message: 'a quoted value is never closed.' }),
    );
    expect(() => parseCsvRecords('ok\n"two\nlines"x,1')).toThrow(
      expect.objectContaining({ line: 2, message: 'unexpected text after a closing quote.' }),
    );
  });
});

describe('sniffing the content, never the name', () => {
  it('tells a zip, a Brisnet line, the house CSV and an HTML page apart', () => {
    const drf = drfBytes(drfLines(inventedCard({})));
    expect(sniffCardFormat(writeZip([{ name: 'a.txt', data: 'x' }]))).toBe('zip');
    expect(sniffCardFormat(writeZip([]))).toBe('zip');
    expect(sniffCardFormat(drf)).toBe('drf');
    expect(sniffCardFormat(Buffer.from(houseCsv([csvRow({ race: 1, program: '1', horse: 'H' })])))).toBe(
      'csv',
    );
    expect(sniffCardFormat(Buffer.from('\n  <!doctype html><html></html>'))).toBe('html');
    expect(sniffCardFormat(Buffer.from('%PDF-1.7\n'))).toBe('unknown');
  });
});

describe('the DRF generator (fixture check)', () => {
  it('writes 1,435 fields per line, quoted text with commas, in ISO-8859-1', () => {
    const card = inventedCard({ races: 1, runners: 4 });
    const line = drfLine(card, card.races[0]!, card.races[0]!.runners[3]!);
    expect(parseCsvRecords(line)[0]!.fields).toHaveLength(DRF_FIELDS);
    expect(drfBytes([line]).includes(Buffer.from('Caf\xe9', 'latin1'))).toBe(true);
  });
});

describe('reading Brisnet lines', () => {
  it('maps the documented fields: track, date, race, entry flag, MTO/AE, program, odds, name, post time', () => {
    const card = inventedCard({ track: 'GP', date: '20301231', races: 1, runners: 3 });
    const runner = card.races[0]!.runners[2]!;
    Object.assign(runner, { entryFlag: 'S', mtoAe: 'M', program: '03', morningLine: ' 12.00' });
    card.races[0]!.distanceYards = -1760;
    card.races[0]!.surface = 't';
    const [, , row] = parseDrf(drfBytes(drfLines(card)).toString('latin1'), '"x.DRF"');
    expect(row).toMatchObject({
      line: 3,
      trackCode: 'GP',
      date: '2030-12-31',
      raceNumber: 1,
      raceType: 1,
      postTime: { clock: 'pacific', hour: 10, minute: 0 },
      programNumber: '03',
      horse: "O'Sullivan's Dream 1",
      morningLine: '12.00',
      scratched: true,
      mto: true,
      ae: false,
      postPosition: 3,
      jockeyOrDriver: 'Vance, Ruiz T.',
      trainer: "O'Hara, Quinn",
      distance: 'about 8 furlongs',
      surface: 'Inner turf',
    });
  });
});

describe('building a card', () => {
  const rowsOf = (card: ReturnType<typeof inventedCard>) => parseDrf(drfLines(card).join('\n'), '"x.DRF"');

  it('folds a coupled entry into one runner, scratched only when every horse of it is', () => {
    const card = inventedCard({ races: 2, runners: 4 });
    for (const race of card.races) {
      race.runners[1]!.program = '1A';
      race.runners[2]!.program = '1X';
    }
    card.races[0]!.runners[0]!.entryFlag = 'S';
    for (const runner of card.races[1]!.runners.slice(0, 3)) runner.entryFlag = 'S';
    const built = buildCard({ file: '"x.DRF"', rows: rowsOf(card) });
    const [first, second] = built.races;
    expect(first!.runners.map((runner) => [runner.programNumber, runner.scratched])).toEqual([
      ['1', false],
      ['4', false],
    ]);
    expect(first!.runners[0]!.name.split(' / ')).toHaveLength(3);
    expect(second!.runners[0]!.scratched).toBe(true);
  });

  it('names the file and line of each problem', () => {
    const card = inventedCard({ races: 1, runners: 2 });
    card.races[0]!.runners[1]!.program = '1B';
    card.races[0]!.runners[0]!.program = '1B';
    expect(() => buildCard({ file: '"x.DRF"', rows: rowsOf(card) })).toThrow(
      new CardFileError(
        { file: '"x.DRF"', line: 2 },
        'program number "1B" appears twice in race 1 (lines 1 and 2).',
      ),
    );
  });

  it('reads a zip whose data file hides among other files', async () => {
    const bytes = writeZip([
      { name: '__MACOSX/._CDX0504.DRF', data: Buffer.from([0, 5, 22, 7, 0, 2]) },
      { name: 'README.txt', data: 'Invented entries.' },
      { name: 'CDX0504.DRF', data: drfBytes(drfLines(inventedCard({ races: 2, runners: 3 }))), store: true },
    ]);
    const card = await readCardFile({ name: 'upload.zip', bytes });
    expect(card).toMatchObject({
      file: '"CDX0504.DRF" in "upload.zip"',
      trackCode: 'CD',
      date: '2030-05-04',
    });
    expect(card.races).toHaveLength(2);
  });
});

describe('post times', () => {
  it('reads Brisnet times on the Pacific clock, with its daylight saving', () => {
    const pacific = (date: string, hour: number, minute: number) =>
      postTimeInstant(date, { clock: 'pacific', hour, minute }, 'America/New_York').toISOString();
    expect(pacific('2030-07-04', 8, 0)).toBe('2030-07-04T15:00:00.000Z');
    expect(pacific('2030-01-04', 8, 0)).toBe('2030-01-04T16:00:00.000Z');
    // 9:15 pm Pacific on a New York card is 12:15 am there, the next calendar day in New York and UTC.
    expect(pacific('2030-07-04', 21, 15)).toBe('2030-07-05T04:15:00.000Z');
  });

  it('reads house CSV times on the track’s own clock', () => {
    const local = (date: string, timezone: string) =>
      postTimeInstant(date, { clock: 'track', hour: 19, minute: 5 }, timezone).toISOString();
    expect(local('2030-07-04', 'America/New_York')).toBe('2030-07-04T23:05:00.000Z');
    expect(local('2030-11-04', 'America/New_York')).toBe('2030-11-05T00:05:00.000Z');
    expect(local('2030-07-04', 'America/Toronto')).toBe('2030-07-04T23:05:00.000Z');
  });
});

describe('the zip reader', () => {
  it('reads stored and deflated entries and checks their CRC-32', async () => {
    const entries = await readZip(
      writeZip([
        { name: 'a.txt', data: 'stored text', store: true },
        { name: 'dir/', data: '' },
        { name: 'b.txt', data: 'deflated text '.repeat(100) },
      ]),
    );
    expect(entries.map((entry) => [entry.name, entry.data.length])).toEqual([
      ['a.txt', 11],
      ['b.txt', 1400],
    ]);
    const damaged = writeZip([{ name: 'a.txt', data: 'stored text', store: true }]);
    const firstDataByte = 30 + 'a.txt'.length;
    damaged.writeUInt8(damaged.readUInt8(firstDataByte) ^ 0xff, firstDataByte);
    await expect(readZip(damaged)).rejects.toThrow(new ZipError('is damaged ("a.txt" fails its checksum).'));
  });

  it('refuses encryption and compression methods other than stored and deflate', async () => {
    const zip = writeZip([{ name: 'a.txt', data: 'x', store: true }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(0x801, central + 8);
    // Traditional encryption puts a 12-byte header before the data, so a stored entry's sizes differ by 12.
    encrypted.writeUInt32LE(encrypted.readUInt32LE(central + 20) + 12, central + 20);
    await expect(readZip(encrypted)).rejects.toThrow('"a.txt" is encrypted.');
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, central + 10);
    await expect(readZip(bzip2)).rejects.toThrow(
      '"a.txt" uses compression method 12; only stored and deflate are read.',
    );
  });
});
