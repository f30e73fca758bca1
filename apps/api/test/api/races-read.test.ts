import { ContestRaceDetailSchema, ContestRaceSchema } from '@cj/shared/contests';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { RACE_MESSAGES, RaceSchema } from '@cj/shared/races';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, addResult, insertRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const get = (url: string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

/** Runners entered out of program order: blank, AE, two-digit numbers, a scratch and a coupled entry. */
const MIXED_RUNNERS = [
  { programNumber: 'AE1', name: 'Also Eligible', ae: true },
  { programNumber: '10', name: 'Tenth' },
  { programNumber: null, name: 'Blank Number' },
  { programNumber: '2', name: 'Second', scratched: true },
  { programNumber: '1', name: 'Alpha / Alpha Two' },
];

describe('GET /api/contest/{id}/races', () => {
  it('lists the races by post time then race number, runners in program order, results in finish order', async () => {
    const db = t.database.db;
    const contest = await insertContest(db);
    const late = await insertRace(db, {
      race: { postTime: new Date('2030-05-04T21:00:00Z'), raceNumber: 1 },
    });
    const early = await insertRace(db, {
      race: { postTime: new Date('2030-05-04T17:00:00Z'), raceNumber: 3 },
      runners: MIXED_RUNNERS,
    });
    const sameTime = await insertRace(db, {
      race: { postTime: new Date('2030-05-04T17:00:00Z'), raceNumber: 2 },
    });
    const lateRace = await addRaceToContest(db, contest.id, late.race.id, {
      maxWagers: 2,
      minWagerAmountCents: 550,
    });
    await addRaceToContest(db, contest.id, early.race.id);
    await addRaceToContest(db, contest.id, sameTime.race.id);

    const admin = await signupAdministrator(t.app, db);
    await updateRace(t.app, admin.headers, late.race.id, { isWageringClosed: true });
    const [first, second] = late.runners;
    expect(
      (
        await addResult(t.app, admin.headers, late.race.id, {
          pool: 1,
          payoff: 8.4,
          runners: [second!.id, first!.id],
        })
      ).statusCode,
    ).toBe(201);

    for (const key of [contest.slug, String(contest.id), contest.slug.toUpperCase()]) {
      const response = await get(`/api/contest/${key}/races`);
      expect(response.statusCode).toBe(200);
      const list = z.array(ContestRaceDetailSchema).parse(response.json());
      expect(list.map((row) => row.raceID)).toEqual([sameTime.race.id, early.race.id, late.race.id]);
      const mixed = list[1]!;
      expect(mixed.runners.map((runner) => runner.programNumber)).toEqual(['1', '2', '10', 'AE1', '']);
      expect(mixed.runners[1]).toMatchObject({ name: 'Second', scratched: true });
      expect(mixed.runners[0]!.name).toBe('Alpha / Alpha Two');
      expect(mixed.results).toEqual([]);
      const closed = list[2]!;
      expect(closed).toMatchObject({
        id: lateRace.id,
        contestID: contest.id,
        contestSlug: contest.slug,
        maxWagers: 2,
        minWagerAmount: 5.5,
        race: { id: late.race.id, isWageringClosed: true, finalized: false, track: { id: late.track.id } },
      });
      expect(closed.results).toEqual([
        {
          id: expect.any(Number),
          pool: 1,
          payoff: 8.4,
          runners: [
            { id: second!.id, programNumber: '2', name: 'Runner 2' },
            { id: first!.id, programNumber: '1', name: 'Runner 1' },
          ],
        },
      ]);
    }
  });

  it('answers 404 for unknown contests and, except to administrators, for contests hidden from the public', async () => {
    const db = t.database.db;
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, db);
    for (const key of ['no-such-contest', '99999999999', '0']) {
      const response = await get(`/api/contest/${key}/races`, player.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
    for (const hidden of [{ isPublished: false }, { isPublic: false }]) {
      const contest = await insertContest(db, hidden);
      expect((await get(`/api/contest/${contest.slug}/races`, player.headers)).statusCode).toBe(404);
      expect((await get(`/api/contest/${contest.slug}/races`)).statusCode).toBe(404);
      const asAdmin = await get(`/api/contest/${contest.slug}/races`, admin.headers);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual([]);
    }
  });
});

describe('GET /api/contest-race/{id}', () => {
  it('answers the contest race with its race, and 404 for unknown, malformed or hidden ones', async () => {
    const db = t.database.db;
    const contest = await insertContest(db);
    const { race, track } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id, {
      maxWagers: 3,
      minWagerAmountCents: 1000,
    });
    const response = await get(`/api/contest-race/${contestRace.id}`);
    expect(response.statusCode).toBe(200);
    expect(ContestRaceSchema.parse(response.json())).toEqual({
      id: contestRace.id,
      contestID: contest.id,
      contestSlug: contest.slug,
      raceID: race.id,
      maxWagers: 3,
      minWagerAmount: 10,
      race: {
        id: race.id,
        raceNumber: 1,
        raceDate: '2030-05-04',
        raceType: 1,
        postTime: '2030-05-04T20:00:00.000Z',
        isWageringClosed: false,
        finalized: false,
        minWagerAmount: 0,
        favoriteRunnerId: null,
        track: { id: track.id, code: track.code, name: track.name, timezone: 'America/New_York' },
      },
    });
    for (const id of ['abc', '99999999999', '2000000000']) {
      const missing = await get(`/api/contest-race/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }
    const hidden = await insertContest(db, { isPublished: false });
    const hiddenRace = await addRaceToContest(db, hidden.id, race.id);
    expect((await get(`/api/contest-race/${hiddenRace.id}`)).statusCode).toBe(404);
    const admin = await signupAdministrator(t.app, db);
    expect((await get(`/api/contest-race/${hiddenRace.id}`, admin.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/race/{id} and /api/race/{id}/runners', () => {
  it('answers the race with its track, and 404 for unknown or malformed ids', async () => {
    const { race } = await insertRace(t.database.db);
    const response = await get(`/api/race/${race.id}`);
    expect(response.statusCode).toBe(200);
    expect(RaceSchema.parse(response.json()).id).toBe(race.id);
    for (const id of ['abc', '99999999999', '2000000000']) {
      const missing = await get(`/api/race/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }
  });

  it('lists the runners in program order, and [] for an unknown race', async () => {
    const { race } = await insertRace(t.database.db, { runners: MIXED_RUNNERS });
    const response = await get(`/api/race/${race.id}/runners`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((runner: { programNumber: string }) => runner.programNumber)).toEqual([
      '1',
      '2',
      '10',
      'AE1',
      '',
    ]);
    expect(response.json()[3]).toMatchObject({ raceID: race.id, ae: true, mto: false, scratched: false });
    for (const id of ['abc', '99999999999', '2000000000'])
      expect((await get(`/api/race/${id}/runners`)).json()).toEqual([]);
  });
});
