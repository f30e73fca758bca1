import { CREATE_RACE_MESSAGES } from '@cj/shared/race-cards';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import { beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let westId: number;
let eastId: number;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  const rows = await t.database.db
    .insert(tracks)
    .values([
      { code: 'WEST', name: 'West Coast Downs', timezone: 'America/Los_Angeles' },
      { code: 'EAST', name: 'East Shore Park', timezone: 'America/New_York' },
    ])
    .returning();
  westId = rows[0]!.id;
  eastId = rows[1]!.id;
});

const createRace = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/races', headers, payload });

describe('POST /api/races', () => {
  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const payload = { trackID: westId, raceNumber: 9, postTime: '2030-05-04T20:00:00Z' };
    expect((await t.app.inject({ method: 'POST', url: '/api/races', payload })).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await createRace(player.headers, payload)).statusCode).toBe(403);
  });

  it('adds a race open to wagering and answers 201 with it', async () => {
    const response = await createRace(admin.headers, {
      trackID: eastId,
      raceNumber: 1,
      postTime: '2030-05-04T13:00:00-04:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      raceNumber: 1,
      raceDate: '2030-05-04',
      raceType: 1,
      postTime: '2030-05-04T17:00:00.000Z',
      isWageringClosed: false,
      finalized: false,
      minWagerAmount: 0,
      favoriteRunnerId: null,
      track: { id: eastId, code: 'EAST', name: 'East Shore Park', timezone: 'America/New_York' },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/race/${response.json().id}` });
    expect(read.json().raceDate).toBe('2030-05-04');
  });

  it('puts the race on the card of the post time’s date at the track, not the UTC date', async () => {
    // 8:30 pm Pacific on May 4 is already May 5 in UTC.
    const response = await createRace(admin.headers, {
      trackID: westId,
      raceNumber: 10,
      postTime: '2030-05-05T03:30:00Z',
      raceType: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ raceDate: '2030-05-04', raceType: 2 });
  });

  it('refuses a second race with the same number on the same card: 409', async () => {
    const payload = { trackID: eastId, raceNumber: 5, postTime: '2030-06-01T18:00:00Z' };
    expect((await createRace(admin.headers, payload)).statusCode).toBe(201);
    const again = await createRace(admin.headers, { ...payload, postTime: '2030-06-01T21:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CREATE_RACE_MESSAGES.raceExists(5));
    const otherDay = await createRace(admin.headers, { ...payload, postTime: '2030-06-02T18:00:00Z' });
    expect(otherDay.statusCode).toBe(201);
  });

  it('answers 404 for a track that does not exist', async () => {
    const response = await createRace(admin.headers, {
      trackID: 2_000_000_000,
      raceNumber: 1,
      postTime: '2030-05-04T20:00:00Z',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(TRACK_MESSAGES.trackNotFound);
  });

  it('answers the spec messages for missing or invalid fields', async () => {
    const valid = { trackID: eastId, raceNumber: 3, postTime: '2030-05-04T20:00:00Z' };
    const cases: [object, string][] = [
      [{}, CREATE_RACE_MESSAGES.trackRequired],
      [{ ...valid, trackID: 'abc' }, CREATE_RACE_MESSAGES.trackRequired],
      [{ ...valid, trackID: 0 }, CREATE_RACE_MESSAGES.trackRequired],
      [{ trackID: eastId, postTime: valid.postTime }, CREATE_RACE_MESSAGES.raceNumberRequired],
      [{ ...valid, raceNumber: 0 }, CREATE_RACE_MESSAGES.raceNumberRequired],
      [{ ...valid, raceNumber: 1.5 }, CREATE_RACE_MESSAGES.raceNumberRequired],
      [{ ...valid, raceNumber: 100 }, CREATE_RACE_MESSAGES.raceNumberTooLarge],
      [{ trackID: eastId, raceNumber: 3 }, CREATE_RACE_MESSAGES.postTimeRequired],
      [{ ...valid, postTime: 'tomorrow at 3' }, CREATE_RACE_MESSAGES.postTimeRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await createRace(admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
