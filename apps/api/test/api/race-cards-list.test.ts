import { RACE_CARD_MESSAGES } from '@cj/shared/race-cards';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import { beforeAll, describe, expect, it } from 'vitest';
import { races, tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;
let alpha: typeof tracks.$inferSelect;
let bravo: typeof tracks.$inferSelect;

/** Races on a card, numbered as given, post times an hour apart from noon UTC. */
async function insertCard(trackId: number, raceDate: string, raceNumbers: number[]) {
  await t.database.db.insert(races).values(
    raceNumbers.map((raceNumber) => ({
      trackId,
      raceDate,
      raceNumber,
      postTime: new Date(`${raceDate}T${String(11 + raceNumber).padStart(2, '0')}:00:00Z`),
    })),
  );
}

beforeAll(async () => {
  // Sessions are dated by the same clock, so it moves before anyone signs up.
  t.clock.now = new Date('2030-06-15T12:00:00Z');
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
  const rows = await t.database.db
    .insert(tracks)
    .values([
      { code: 'BRV', name: 'Bravo Downs', timezone: 'America/New_York' },
      { code: 'ALF', name: 'Alpha Park', timezone: 'America/Chicago' },
    ])
    .returning();
  bravo = rows[0]!;
  alpha = rows[1]!;
  await insertCard(bravo!.id, '2030-06-20', [3, 1, 2]);
  await insertCard(alpha!.id, '2030-06-20', [1, 2]);
  await insertCard(alpha!.id, '2030-05-16', [1]);
  await insertCard(bravo!.id, '2030-05-15', [1, 2, 3, 4]);
});

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/race-cards', () => {
  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    expect((await get('/api/race-cards', {})).statusCode).toBe(401);
    expect((await get('/api/race-cards', player.headers)).statusCode).toBe(403);
    expect((await get(`/api/race-cards/${alpha.id}/2030-06-20`, {})).statusCode).toBe(401);
    expect((await get(`/api/race-cards/${alpha.id}/2030-06-20`, player.headers)).statusCode).toBe(403);
  });

  it('lists the cards from 30 days ago onward, the newest date first, then by track name, with their race counts', async () => {
    const response = await get('/api/race-cards');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: '2030-06-20', track: { id: alpha.id, name: 'Alpha Park' }, racesCount: 2 },
      { date: '2030-06-20', track: { id: bravo.id, name: 'Bravo Downs' }, racesCount: 3 },
      { date: '2030-05-16', track: { id: alpha.id, name: 'Alpha Park' }, racesCount: 1 },
    ]);
  });

  it('lists only the cards of the date asked for, older ones included', async () => {
    expect((await get('/api/race-cards?date=2030-05-15')).json()).toEqual([
      { date: '2030-05-15', track: { id: bravo.id, name: 'Bravo Downs' }, racesCount: 4 },
    ]);
    expect((await get('/api/race-cards?date=2030-01-01')).json()).toEqual([]);
  });

  it('answers 400 for a date that is not YYYY-MM-DD', async () => {
    for (const date of ['tomorrow', '2030-02-30', '20300515']) {
      const response = await get(`/api/race-cards?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(RACE_CARD_MESSAGES.dateInvalid);
    }
  });
});

describe('GET /api/race-cards/{trackId}/{raceDate}', () => {
  it('answers the races of the card in race-number order', async () => {
    const response = await get(`/api/race-cards/${bravo.id}/2030-06-20`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((race: { raceNumber: number }) => race.raceNumber)).toEqual([1, 2, 3]);
    expect(response.json()[0]).toMatchObject({
      raceDate: '2030-06-20',
      postTime: '2030-06-20T12:00:00.000Z',
      track: { id: bravo.id, code: 'BRV', name: 'Bravo Downs', timezone: 'America/New_York' },
    });
  });

  it("says which races are past their post time on the app's clock (at post time, a race is off)", async () => {
    const pastPostOf = async () =>
      ((await get(`/api/race-cards/${bravo.id}/2030-06-20`)).json() as { pastPost: boolean }[]).map(
        (race) => race.pastPost,
      );
    expect(await pastPostOf()).toEqual([false, false, false]);
    const before = t.clock.now;
    // Race 1 posts at 12:00 UTC, race 2 at 13:00, race 3 at 14:00.
    t.clock.now = new Date('2030-06-20T13:00:00Z');
    try {
      expect(await pastPostOf()).toEqual([true, true, false]);
    } finally {
      t.clock.now = before;
    }
  });

  it('answers [] for a date with no races, 404 for an unknown track or an unreadable address', async () => {
    expect((await get(`/api/race-cards/${bravo.id}/2031-01-01`)).json()).toEqual([]);
    const unknown = await get('/api/race-cards/2000000000/2030-06-20');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TRACK_MESSAGES.trackNotFound);
    for (const path of [
      'abc/2030-06-20',
      '99999999999/2030-06-20',
      `${bravo.id}/June-20`,
      `${bravo.id}/2030-13-01`,
    ]) {
      const response = await get(`/api/race-cards/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe(RACE_CARD_MESSAGES.raceCardNotFound);
    }
  });
});
