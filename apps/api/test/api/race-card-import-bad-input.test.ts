import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { races, tracks } from '../../src/db/schema/races';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { type DrfCard, drfBytes, drfLine, drfLines, inventedCard } from '../fixtures/race-cards/generate-drf';
import { CSV_HEADER, csvRow, houseCsv } from '../fixtures/race-cards/house-csv';
import { uploadCard } from '../fixtures/race-cards/upload';
import { writeZip, type ZipInput } from '../fixtures/race-cards/zip-writer';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  await t.database.db.insert(tracks).values([
    { code: 'CD', name: 'Churchill Test Downs', timezone: 'America/New_York' },
    { code: 'SA', name: 'Santa Test Park', timezone: 'America/Los_Angeles' },
    { code: 'NFLD', name: 'Northfield Test Park', timezone: 'America/New_York' },
  ]);
});

const raceCount = async () => (await t.database.db.select({ n: count() }).from(races))[0]!.n;

afterEach(async () => {
  // Nothing is ever half-imported.
  expect(await raceCount()).toBe(0);
});

async function expectRefused(name: string, bytes: Buffer, message: string) {
  const response = await uploadCard(t.app, admin.headers, [{ name, bytes }]);
  expect(response.json().message).toBe(message);
  expect(response.statusCode).toBe(400);
}

const zipped = (files: ZipInput[]) => writeZip(files);
const drfZip = (lines: string[], name = 'CDX0504.DRF') => zipped([{ name, data: drfBytes(lines) }]);
const card = (options: Parameters<typeof inventedCard>[0] = {}): DrfCard =>
  inventedCard({ races: 2, runners: 4, ...options });

describe('zips that are not one race card', () => {
  it('refuses a zip with no data file', async () => {
    await expectRefused(
      'empty.zip',
      zipped([
        { name: 'README.txt', data: 'Entries for Saturday.' },
        { name: 'notes/', data: '' },
      ]),
      '"empty.zip": the zip holds no race card data file (a Brisnet .DRF or a race card CSV).',
    );
  });

  it('refuses a zip with two data files', async () => {
    const bytes = drfBytes(drfLines(card()));
    await expectRefused(
      'two.zip',
      zipped([
        { name: 'CDX0504.DRF', data: bytes },
        { name: 'CDX0505.MCP', data: bytes },
      ]),
      '"two.zip": the zip holds 2 race card data files ("CDX0504.DRF", "CDX0505.MCP"); upload one card at a time.',
    );
  });

  it('refuses bytes that are not a zip, a DRF or a CSV, and a zip cut short', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expectRefused(
      'photo.png',
      png,
      '"photo.png": this is not a zip, a Brisnet .DRF file or a race card CSV.',
    );
    await expectRefused(
      'notes.zip',
      Buffer.from('Just some notes, nothing more.\n'),
      '"notes.zip": this is not a zip, a Brisnet .DRF file or a race card CSV.',
    );
    const whole = drfZip(drfLines(card()));
    await expectRefused(
      'cut.zip',
      whole.subarray(0, whole.length - 30),
      '"cut.zip": is not a readable zip (its directory is missing; the upload may be cut short).',
    );
  });

  it('refuses entry paths that leave the archive', async () => {
    const data = drfBytes(drfLines(card()));
    for (const name of ['../x.DRF', 'cards/../../x.DRF', '/etc/x.DRF', 'C:\\cards\\x.DRF', '..\\x.DRF']) {
      await expectRefused(
        'evil.zip',
        zipped([{ name, data }]),
        `"evil.zip": holds "${name}", a path that leaves the archive.`,
      );
    }
  });
});

describe('zip bombs are refused before they expand', () => {
  it('refuses a declared total over 50 MB without inflating anything', async () => {
    const inflate = vi.spyOn(zlib, 'inflateRawSync');
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    await expectRefused(
      'bomb.zip',
      zipped([{ name: 'CDX0504.DRF', data: zeros }]),
      '"bomb.zip": expands to 60 MB; at most 50 MB are read.',
    );
    expect(inflate).not.toHaveBeenCalled();
  });

  it('stops an entry that inflates past the size its header declares', async () => {
    await expectRefused(
      'liar.zip',
      zipped([{ name: 'CDX0504.DRF', data: Buffer.alloc(8 * 1024 * 1024, 0x41), declaredSize: 1000 }]),
      '"liar.zip": "CDX0504.DRF" expands past the size its header declares (a zip bomb?).',
    );
  });

  it('refuses more than 100 entries', async () => {
    const files = Array.from({ length: 101 }, (_, i) => ({ name: `part-${i}.txt`, data: 'x' }));
    await expectRefused('many.zip', zipped(files), '"many.zip": holds 101 files; at most 100 are read.');
  });
});

describe('bad DRF lines name the file and line', () => {
  const where = '"CDX0504.DRF" in "CDX0504.zip"';
  const refuse = (lines: string[], detail: string) =>
    expectRefused('CDX0504.zip', drfZip(lines), `${where}, ${detail}`);

  it('refuses a short line', async () => {
    const c = card();
    const lines = drfLines(c);
    lines[1] = drfLine(c, c.races[0]!, c.races[0]!.runners[1]!, 20);
    await refuse(lines, 'line 2: the line is too short (20 fields; a Brisnet line has 1,435).');
  });

  it('refuses garbled lines: an open quote, a bad date, a bad race number, a bad post time', async () => {
    const lines = drfLines(card());
    await refuse(
      [...lines.slice(0, 2), `${lines[2]},"Never closed`],
      'line 3: garbled line: a quoted value is never closed.',
    );
    await refuse(
      [lines[0]!, lines[1]!.replace('"20300504"', '"20301345"')],
      'line 2: "20301345" is not a race date (YYYYMMDD).',
    );
    await refuse(
      [lines[0]!, lines[1]!.replace(/^("CD ","20300504",) 1,/, '$1 X,')],
      'line 2: "X" is not a race number.',
    );
    const c = card();
    c.races[1]!.postTime = '2575';
    await refuse(drfLines(c), 'line 5: "2575" is not a post time (HHMM).');
  });

  it('refuses a race with no post time', async () => {
    const c = card();
    c.races[1]!.postTime = '';
    await refuse(drfLines(c), 'line 5: race 2 has no post time.');
  });

  it('refuses several tracks or several dates in one file', async () => {
    const c = card();
    const lines = drfLines(c);
    const other = inventedCard({ track: 'SA', races: 1, runners: 1 });
    await refuse(
      [...lines, ...drfLines(other)],
      'line 9: track "SA" differs from track "CD" of line 1; a file must hold one card: one track on one date.',
    );
    const nextDay = inventedCard({ date: '20300505', races: 1, runners: 1 });
    await refuse(
      [...lines.slice(0, 3), ...drfLines(nextDay)],
      'line 4: date 2030-05-05 differs from date 2030-05-04 of line 1; a file must hold one card: one track on one date.',
    );
  });

  it('refuses duplicate program numbers in a race', async () => {
    const c = card();
    c.races[0]!.runners[3]!.program = '2';
    await refuse(drfLines(c), 'line 4: program number "2" appears twice in race 1 (lines 2 and 4).');
  });

  it('refuses program numbers 36 and AE5', async () => {
    for (const program of ['36', 'AE5', '0']) {
      const c = card();
      c.races[1]!.runners[2]!.program = program;
      await refuse(
        drfLines(c),
        `line 7: program number "${program}" is not valid (1 to 35, AE1 to AE4, or blank).`,
      );
    }
  });

  it('refuses a morning line "abc"', async () => {
    const c = card();
    c.races[0]!.runners[0]!.morningLine = 'abc';
    await refuse(drfLines(c), 'line 1: morning line "abc" is not odds (write it like 9-2 or 4.50).');
  });

  it('refuses a file with nothing readable in it', async () => {
    await expectRefused(
      'blank.DRF',
      Buffer.from('\r\n\r\n'),
      '"blank.DRF": this is not a zip, a Brisnet .DRF file or a race card CSV.',
    );
    await expectRefused(
      'empty.DRF',
      Buffer.alloc(1),
      '"empty.DRF": this is not a zip, a Brisnet .DRF file or a race card CSV.',
    );
  });
});

describe('bad house CSV lines name the file and line', () => {
  const refuse = (csv: string, detail: string) =>
    expectRefused('card.csv', Buffer.from(csv), `"card.csv", ${detail}`);

  it('refuses a header without a required column', async () => {
    const header = CSV_HEADER.replace('post_time,', '');
    await expectRefused(
      'card.csv',
      Buffer.from(`${header}\nSB,NFLD,2030-05-04,1,1,Horse,5-2,D,T,false,false,false,P,1 mile,Dirt\n`),
      '"card.csv", line 1: the header has no column "post_time".',
    );
  });

  it('refuses rows with the wrong number of columns, a bad breed, flag, post time or program number', async () => {
    const ok = csvRow({ race: 1, program: '1', horse: 'Fine Pacer' });
    await refuse(
      houseCsv([ok, 'SB,NFLD,2030-05-04,1']),
      'line 3: the line has 4 columns; the header has 16.',
    );
    await refuse(
      houseCsv([ok, csvRow({ breed: 'QH', race: 1, program: '2', horse: 'Quarter' })]),
      'line 3: breed "QH" must be TB or SB.',
    );
    await refuse(
      houseCsv([csvRow({ race: 1, program: '2', horse: 'Maybe', scratched: 'maybe' })]),
      'line 2: scratched "maybe" must be true or false.',
    );
    await refuse(
      houseCsv([csvRow({ race: 1, postTime: '7pm', program: '2', horse: 'Late' })]),
      'line 2: "7pm" is not a post time (HH:MM).',
    );
    await refuse(
      houseCsv([ok, csvRow({ race: 1, program: 'AE5', horse: 'Extra' })]),
      'line 3: program number "AE5" is not valid (1 to 35, AE1 to AE4, or blank).',
    );
    await refuse(
      houseCsv([ok, csvRow({ race: 1, program: '1', horse: 'Twin' })]),
      'line 3: program number "1" appears twice in race 1 (lines 2 and 3).',
    );
    await refuse(
      houseCsv([ok, csvRow({ race: 1, program: '2', horse: 'Odd', morningLine: 'abc' })]),
      'line 3: morning line "abc" is not odds (write it like 9-2 or 4.50).',
    );
    await refuse(
      houseCsv([ok, csvRow({ race: 1, program: '2', horse: 'Other', track: 'CD' })]),
      'line 3: track "CD" differs from track "NFLD" of line 2; a file must hold one card: one track on one date.',
    );
  });

  it('refuses a race with more runner lines than any field has', async () => {
    const rows = Array.from({ length: 61 }, (_, i) =>
      csvRow({ race: 1, program: '', horse: `Horse ${i + 1}` }),
    );
    await refuse(houseCsv(rows), 'line 62: race 1 has more than 60 runner lines.');
  });

  it('refuses a header-only file', async () => {
    await expectRefused('card.csv', Buffer.from(`${CSV_HEADER}\n`), '"card.csv": the file holds no runners.');
  });
});
