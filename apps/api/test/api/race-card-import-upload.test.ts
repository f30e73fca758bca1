import { RACE_CARD_MAX_BYTES, RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import type { Race, Runner } from '@cj/shared/races';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { races, runners, tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import {
  type DrfCard,
  drfBytes,
  drfLines,
  inventedCard,
  inventedHorseName,
} from '../fixtures/race-cards/generate-drf';
import { csvRow, houseCsv } from '../fixtures/race-cards/house-csv';
import { multipartBody, uploadCard } from '../fixtures/race-cards/upload';
import { writeZip } from '../fixtures/race-cards/zip-writer';
import { updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;
let churchill: typeof tracks.$inferSelect;
let northfield: typeof tracks.$inferSelect;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
  const rows = await t.database.db
    .insert(tracks)
    .values([
      { code: 'CD', name: 'Churchill Test Downs', timezone: 'America/New_York' },
      { code: 'NFLD', name: 'Northfield Test Park', timezone: 'America/New_York' },
    ])
    .returning();
  churchill = rows[0]!;
  northfield = rows[1]!;
});

const zipOf = (card: DrfCard, name = 'CDX0504.DRF') => writeZip([{ name, data: drfBytes(drfLines(card)) }]);

const cardRaces = async (trackId: number, date: string): Promise<Race[]> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/race-cards/${trackId}/${date}`, headers: admin.headers })
  ).json();

const raceRunners = async (raceId: number): Promise<Runner[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/race/${raceId}/runners` })).json();

/** A card with what real files hold: a coupled entry, a scratch, MTO, an also-eligible, a blank line. */
function richCard(date: string): DrfCard {
  const card = inventedCard({ date, races: 3, runners: 6 });
  const [first, second] = card.races;
  first!.runners[1] = { ...first!.runners[1]!, program: '1A', entryFlag: 'A', morningLine: '' };
  first!.runners[0] = { ...first!.runners[0]!, entryFlag: 'A', morningLine: '4.50' };
  second!.runners[2] = { ...second!.runners[2]!, entryFlag: 'S' };
  second!.runners[3] = { ...second!.runners[3]!, mtoAe: 'M' };
  second!.runners[5] = { ...second!.runners[5]!, program: 'AE1', mtoAe: 'A', morningLine: '' };
  return card;
}

describe('POST /api/race-card', () => {
  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const files = [{ name: 'CDX0504.zip', bytes: zipOf(inventedCard({ date: '20300101' })) }];
    expect((await uploadCard(t.app, {}, files)).statusCode).toBe(401);
    expect((await uploadCard(t.app, player.headers, files)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(races).where(eq(races.raceDate, '2030-01-01'));
    expect(row).toBeUndefined();
  });

  it('imports a Brisnet DRF zip: races, coupled entries, scratches, MTO/AE, morning lines, Pacific post times', async () => {
    const response = await uploadCard(t.app, admin.headers, [
      { name: 'CDX0504.zip', bytes: zipOf(richCard('20300504')) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      races: 3,
      runners: 17,
      warnings: [],
      cards: [
        { trackId: churchill.id, trackName: 'Churchill Test Downs', date: '2030-05-04', racesCount: 3 },
      ],
    });

    const imported = await cardRaces(churchill.id, '2030-05-04');
    expect(imported.map((race) => [race.raceNumber, race.postTime, race.raceType])).toEqual([
      // 10:00, 10:30 and 11:00 Pacific daylight time.
      [1, '2030-05-04T17:00:00.000Z', 1],
      [2, '2030-05-04T17:30:00.000Z', 1],
      [3, '2030-05-04T18:00:00.000Z', 1],
    ]);

    const first = await raceRunners(imported[0]!.id);
    expect(first.map((runner) => runner.programNumber)).toEqual(['1', '3', '4', '5', '6']);
    expect(first[0]).toMatchObject({
      name: `${inventedHorseName(1, 1)} / Bless Me, Father 1`,
      morningLine: '9-2',
      scratched: false,
    });
    expect(first.map((runner) => runner.name)).toContain("O'Sullivan's Dream 1");
    expect(first.map((runner) => runner.name)).toContain('Café Élan 1');

    const second = await raceRunners(imported[1]!.id);
    expect(second.find((runner) => runner.programNumber === '3')).toMatchObject({ scratched: true });
    expect(second.find((runner) => runner.programNumber === '4')).toMatchObject({ mto: true, ae: false });
    expect(second.find((runner) => runner.programNumber === 'AE1')).toMatchObject({
      ae: true,
      morningLine: '',
    });
    expect(second.find((runner) => runner.programNumber === '1')).toMatchObject({ morningLine: '9-5' });
  });

  it('imports a bare .DRF file and converts winter post times from Pacific standard time', async () => {
    const card = inventedCard({ date: '20301207', races: 1, runners: 4 });
    const response = await uploadCard(t.app, admin.headers, [
      { name: 'cdx1207.drf', bytes: drfBytes(drfLines(card)) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [race] = await cardRaces(churchill.id, '2030-12-07');
    expect(race!.postTime).toBe('2030-12-07T18:00:00.000Z');
  });

  it('imports the house CSV, bare or zipped: harness races with post times on the track’s clock', async () => {
    const csv = houseCsv([
      csvRow({ race: 1, program: '1', horse: 'Pacer, The Great', morningLine: '5/2' }),
      csvRow({ race: 1, program: '2', horse: "Trotter's Luck", morningLine: '3.00', scratched: 'true' }),
      csvRow({ race: 2, postTime: '19:25', program: '1', horse: 'Night Shift', morningLine: '9-5' }),
      csvRow({ race: 2, postTime: '19:25', program: '', horse: 'No Number', morningLine: '' }),
    ]);
    const bare = await uploadCard(t.app, admin.headers, [{ name: 'card.csv', bytes: Buffer.from(csv) }]);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ races: 2, runners: 4, warnings: [] });
    const imported = await cardRaces(northfield.id, '2030-05-04');
    expect(imported.map((race) => [race.raceNumber, race.postTime, race.raceType])).toEqual([
      [1, '2030-05-04T23:00:00.000Z', 2],
      [2, '2030-05-04T23:25:00.000Z', 2],
    ]);
    expect(await raceRunners(imported[0]!.id)).toMatchObject([
      { programNumber: '1', name: 'Pacer, The Great', morningLine: '5-2', scratched: false },
      { programNumber: '2', name: "Trotter's Luck", morningLine: '3-1', scratched: true },
    ]);
    expect((await raceRunners(imported[1]!.id)).map((runner) => runner.programNumber)).toEqual(['1', '']);

    const zipped = await uploadCard(t.app, admin.headers, [
      { name: 'nfld.zip', bytes: writeZip([{ name: 'cards/NFLD0504.csv', data: csv }]) },
    ]);
    expect(zipped.statusCode, zipped.body).toBe(201);
    expect(zipped.json()).toMatchObject({ races: 2, runners: 4, warnings: [] });
    expect(await cardRaces(northfield.id, '2030-05-04')).toHaveLength(2);
  });

  it('updates the card on a second import instead of adding races or runners again', async () => {
    const card = inventedCard({ date: '20300601', races: 2, runners: 5 });
    expect((await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }])).statusCode).toBe(
      201,
    );
    const [race1] = await cardRaces(churchill.id, '2030-06-01');
    const before = await raceRunners(race1!.id);

    card.races[0]!.postTime = '1015';
    card.races[0]!.runners[0]!.name = 'Renamed Overnight';
    card.races[0]!.runners[1]!.morningLine = '20.00';
    const again = await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ races: 2, runners: 10, warnings: [] });
    expect(again.json().cards[0].racesCount).toBe(2);

    const after = await cardRaces(churchill.id, '2030-06-01');
    expect(after).toHaveLength(2);
    expect(after[0]!.id).toBe(race1!.id);
    expect(after[0]!.postTime).toBe('2030-06-01T17:15:00.000Z');
    const runnersAfter = await raceRunners(race1!.id);
    expect(runnersAfter.map((runner) => runner.id)).toEqual(before.map((runner) => runner.id));
    expect(runnersAfter[0]!.name).toBe('Renamed Overnight');
    expect(runnersAfter[1]!.morningLine).toBe('20-1');
  });

  it('keeps a scratch the admin made after the first import', async () => {
    const card = inventedCard({ date: '20300602', races: 1, runners: 4 });
    await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    const [race] = await cardRaces(churchill.id, '2030-06-02');
    const [runner] = await raceRunners(race!.id);
    await t.database.db.update(runners).set({ scratched: true }).where(eq(runners.id, runner!.id));
    expect((await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }])).statusCode).toBe(
      201,
    );
    expect((await raceRunners(race!.id))[0]!.scratched).toBe(true);
  });

  it('leaves a race whose wagering is closed, or that is finalized, untouched, with a warning', async () => {
    const card = inventedCard({ date: '20300603', races: 3, runners: 4 });
    await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    const [race1, race2] = await cardRaces(churchill.id, '2030-06-03');
    expect((await updateRace(t.app, admin.headers, race1!.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(races)
      .set({ isWageringClosed: true, finalized: true })
      .where(eq(races.id, race2!.id));
    const closedRunners = await raceRunners(race1!.id);

    for (const race of card.races) {
      race.postTime = '1245';
      race.runners[0]!.name = 'Changed Name';
    }
    const response = await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      races: 1,
      runners: 4,
      warnings: [
        'Race 1 was left unchanged: wagering on it is closed.',
        'Race 2 was left unchanged: it is finalized.',
      ],
    });
    const after = await cardRaces(churchill.id, '2030-06-03');
    expect(after[0]!.postTime).toBe(race1!.postTime);
    expect(after[1]!.postTime).toBe(race2!.postTime);
    expect(after[2]!.postTime).toBe('2030-06-03T19:45:00.000Z');
    expect(await raceRunners(race1!.id)).toEqual(closedRunners);
  });

  it('warns about a stored runner the new file no longer has, and leaves it', async () => {
    const card = inventedCard({ date: '20300604', races: 1, runners: 5 });
    await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    card.races[0]!.runners.pop();
    const response = await uploadCard(t.app, admin.headers, [{ name: 'a.zip', bytes: zipOf(card) }]);
    expect(response.json().warnings).toEqual([
      `Race 1: runner 5 (${inventedHorseName(1, 5)}) is not in the file and was left as it is.`,
    ]);
    const [race] = await cardRaces(churchill.id, '2030-06-04');
    expect(await raceRunners(race!.id)).toHaveLength(5);
  });

  it('imports nothing when a line of race 3 is bad: all or nothing', async () => {
    const card = inventedCard({ date: '20300605', races: 3, runners: 4 });
    card.races[2]!.runners[1]!.morningLine = 'abc';
    const response = await uploadCard(t.app, admin.headers, [{ name: 'CDX0605.zip', bytes: zipOf(card) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '"CDX0504.DRF" in "CDX0605.zip", line 10: morning line "abc" is not odds (write it like 9-2 or 4.50).',
    );
    expect(await cardRaces(churchill.id, '2030-06-05')).toEqual([]);
  });

  it('refuses a card of an unknown track, naming the code: add the track first', async () => {
    const card = inventedCard({ track: 'ZZ', date: '20300606' });
    const response = await uploadCard(t.app, admin.headers, [
      { name: 'ZZX0606.zip', bytes: zipOf(card, 'ZZX0606.DRF') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '"ZZX0606.DRF" in "ZZX0606.zip", line 1: Unknown track code "ZZ" — add the track first.',
    );
  });

  it('answers "File is required" without a file, and refuses several files', async () => {
    const noFile = await multipartBody([], { note: 'no file here' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/race-card',
      headers: { ...admin.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(RACE_CARD_MESSAGES.fileRequired);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/race-card',
      headers: admin.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(RACE_CARD_MESSAGES.fileRequired);

    const empty = await uploadCard(t.app, admin.headers, [{ name: '', bytes: Buffer.alloc(0) }]);
    expect(empty.json().message).toBe(RACE_CARD_MESSAGES.fileRequired);

    const bytes = zipOf(inventedCard({ date: '20300607' }));
    const two = await uploadCard(t.app, admin.headers, [
      { name: 'one.zip', bytes },
      { name: 'two.zip', bytes, field: 'other' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(RACE_CARD_MESSAGES.oneFileOnly);
    expect(await cardRaces(churchill.id, '2030-06-07')).toEqual([]);
  });

  it('answers 400, not 500, to a multipart body that is cut or garbled', async () => {
    const body = await multipartBody([
      { name: 'card.zip', bytes: zipOf(inventedCard({ date: '20300608' })) },
    ]);
    for (const payload of [body.payload.subarray(0, 200), Buffer.from('no boundary here')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/race-card',
        headers: { ...admin.headers, ...body.headers },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RACE_CARD_MESSAGES.uploadUnreadable);
    }
  });

  it('refuses a form stuffed with fields before reading its file', async () => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`f${index}`, 'x']));
    const body = await multipartBody(
      [{ name: 'card.zip', bytes: zipOf(inventedCard({ date: '20300609' })) }],
      fields,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/race-card',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RACE_CARD_MESSAGES.tooManyFields);
    expect(await cardRaces(churchill.id, '2030-06-09')).toEqual([]);
  });

  it('answers 413 for a file over 20 MB', async () => {
    const response = await uploadCard(t.app, admin.headers, [
      { name: 'huge.zip', bytes: Buffer.alloc(RACE_CARD_MAX_BYTES + 1, 0x20) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(RACE_CARD_MESSAGES.fileTooLarge);
  });

  it('stores nothing for a race of another date (the card’s date is the file’s)', async () => {
    const rows = await t.database.db
      .select()
      .from(races)
      .where(and(eq(races.trackId, churchill.id), eq(races.raceDate, '2030-05-05')));
    expect(rows).toEqual([]);
  });
});
