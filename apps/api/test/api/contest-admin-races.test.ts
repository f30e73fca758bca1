import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestRaces, contests, wagers } from '../../src/db/schema/contests';
import { races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, settleRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

const M = CONTEST_RACE_MESSAGES;
const addRace = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contest/add-race', headers: admin.headers, payload });
const updateLimits = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contest/update-race', headers: admin.headers, payload });
const removeRace = (id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/contest-race/${id}`, headers: admin.headers });

const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const contestRaceRows = (contestId: number) =>
  t.database.db.select().from(contestRaces).where(eq(contestRaces.contestId, contestId));

describe('POST /api/contest/add-race', () => {
  it('adds the race with its limits and answers the contest race (minimum in dollars)', async () => {
    const contest = await insertContest(t.database.db);
    const { race, track } = await insertRace(t.database.db);
    const response = await addRace({
      contestID: contest.id,
      raceID: race.id,
      maxWagers: 2,
      minWagerAmount: 5.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      contestID: contest.id,
      contestSlug: contest.slug,
      raceID: race.id,
      maxWagers: 2,
      minWagerAmount: 5.5,
      race: expect.objectContaining({
        id: race.id,
        raceNumber: 1,
        finalized: false,
        track: { id: track.id, code: track.code, name: track.name, timezone: 'America/New_York' },
      }),
    });
    expect(await contestRaceRows(contest.id)).toEqual([
      expect.objectContaining({ raceId: race.id, maxWagers: 2, minWagerAmountCents: 550 }),
    ]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.slug}/races` });
    expect(listed.json()).toEqual([expect.objectContaining({ id: response.json().id, minWagerAmount: 5.5 })]);
  });

  it('answers the spec messages in the form order', async () => {
    const valid = { contestID: 1, raceID: 1, maxWagers: 1, minWagerAmount: 0 };
    const cases: [object, string][] = [
      [{}, M.contestIdRequired],
      [{ ...valid, contestID: undefined }, M.contestIdRequired],
      [{ ...valid, contestID: 'abc' }, M.contestIdRequired],
      [{ ...valid, contestID: 0 }, M.contestIdRequired],
      [{ ...valid, raceID: undefined }, M.raceIdRequired],
      [{ ...valid, raceID: -3 }, M.raceIdRequired],
      [{ ...valid, maxWagers: undefined }, M.maxWagersRequired],
      [{ ...valid, maxWagers: 0 }, M.maxWagersRequired],
      [{ ...valid, maxWagers: -1 }, M.maxWagersRequired],
      [{ ...valid, maxWagers: 1.5 }, M.maxWagersInvalid],
      [{ ...valid, maxWagers: 101 }, M.maxWagersInvalid],
      [{ ...valid, minWagerAmount: undefined }, M.minWagerRequired],
      [{ ...valid, minWagerAmount: -0.01 }, M.minWagerRequired],
      [{ ...valid, minWagerAmount: '2' }, M.minWagerRequired],
      [{ ...valid, minWagerAmount: 2.005 }, M.minWagerInvalid],
    ];
    for (const [payload, message] of cases) {
      expect((await addRace(payload)).json(), JSON.stringify(payload)).toEqual(badRequest(message));
    }
  });

  it("answers 'Contest not found.' and 'Race not found.' (404) for what does not exist, never 500", async () => {
    const contest = await insertContest(t.database.db);
    const { race } = await insertRace(t.database.db);
    const limits = { maxWagers: 1, minWagerAmount: 0 };
    for (const contestID of [999_999_999, 99_999_999_999]) {
      const response = await addRace({ contestID, raceID: race.id, ...limits });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: M.contestNotFound });
    }
    for (const raceID of [999_999_999, 99_999_999_999]) {
      const response = await addRace({ contestID: contest.id, raceID, ...limits });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.raceNotFound);
    }
  });

  it('refuses a race already in the contest (409) but adds it to another contest', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const { race } = await insertRace(t.database.db);
    const payload = { contestID: contest.id, raceID: race.id, maxWagers: 1, minWagerAmount: 0 };
    expect((await addRace(payload)).statusCode).toBe(201);
    const again = await addRace({ ...payload, maxWagers: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.raceAlreadyInContest });
    expect((await addRace({ ...payload, contestID: other.id })).statusCode).toBe(201);
    expect(await contestRaceRows(contest.id)).toEqual([expect.objectContaining({ maxWagers: 1 })]);
  });

  it("refuses a race past its post time on the app's clock (409), though nobody closed it", async () => {
    const contest = await insertContest(t.database.db);
    const postTime = new Date(t.clock.now.getTime() + 10 * 60_000);
    const { race } = await insertRace(t.database.db, { race: { postTime } });
    const before = t.clock.now;
    t.clock.now = postTime;
    try {
      const refused = await addRace({
        contestID: contest.id,
        raceID: race.id,
        maxWagers: 1,
        minWagerAmount: 0,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.pastPostRace });
      expect(await contestRaceRows(contest.id)).toEqual([]);
    } finally {
      t.clock.now = before;
    }
    const added = await addRace({ contestID: contest.id, raceID: race.id, maxWagers: 1, minWagerAmount: 0 });
    expect(added.statusCode).toBe(201);
  });

  it('refuses a finalized race, and any race for a concluded contest (409)', async () => {
    const { race: finalized } = await insertRace(t.database.db, {
      race: { isWageringClosed: true, finalized: true, finalizedAt: new Date() },
    });
    const contest = await insertContest(t.database.db);
    const refused = await addRace({
      contestID: contest.id,
      raceID: finalized.id,
      maxWagers: 1,
      minWagerAmount: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.finalizedRace);

    const concluded = await insertContest(t.database.db, { concludedAt: new Date() });
    const { race } = await insertRace(t.database.db);
    const late = await addRace({ contestID: concluded.id, raceID: race.id, maxWagers: 1, minWagerAmount: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.contestConcluded);
  });
});

describe('POST /api/contest/update-race', () => {
  it('changes the maximum plays and the minimum stake', async () => {
    const contest = await insertContest(t.database.db);
    const { race } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id);
    const response = await updateLimits({
      contestRaceID: contestRace.id,
      maxWagers: 3,
      minWagerAmount: 10.25,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: contestRace.id,
      contestID: contest.id,
      contestSlug: contest.slug,
      raceID: race.id,
      maxWagers: 3,
      minWagerAmount: 10.25,
      race: expect.objectContaining({ id: race.id }),
    });
    expect(await contestRaceRows(contest.id)).toEqual([
      expect.objectContaining({ maxWagers: 3, minWagerAmountCents: 1025 }),
    ]);
  });

  it('refuses once the contest has concluded (409), keeping the limits', async () => {
    const contest = await insertContest(t.database.db, { concludedAt: new Date() });
    const { race } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id, { maxWagers: 2 });
    const response = await updateLimits({ contestRaceID: contestRace.id, maxWagers: 5, minWagerAmount: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.contestConcluded });
    expect(await contestRaceRows(contest.id)).toEqual([
      expect.objectContaining({ maxWagers: 2, minWagerAmountCents: contestRace.minWagerAmountCents }),
    ]);
  });

  it('answers the spec messages', async () => {
    const valid = { contestRaceID: 1, maxWagers: 1, minWagerAmount: 0 };
    const cases: [object, string][] = [
      [{}, M.contestRaceIdRequired],
      [{ ...valid, contestRaceID: null }, M.contestRaceIdRequired],
      [{ ...valid, maxWagers: 0 }, M.maxWagersRequired],
      [{ ...valid, maxWagers: undefined }, M.maxWagersRequired],
      [{ ...valid, minWagerAmount: -1 }, M.minWagerRequired],
      [{ ...valid, minWagerAmount: undefined }, M.minWagerRequired],
    ];
    for (const [payload, message] of cases) {
      expect((await updateLimits(payload)).json(), JSON.stringify(payload)).toEqual(badRequest(message));
    }
  });

  it('asks to refresh the page when the contest race does not exist (404)', async () => {
    for (const contestRaceID of [999_999_999, 99_999_999_999]) {
      const response = await updateLimits({ contestRaceID, maxWagers: 1, minWagerAmount: 0 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: M.contestRaceNotFound,
      });
    }
  });
});

describe('DELETE /api/contest-race/{id}', () => {
  it('takes a race without plays out of the contest and answers what was removed', async () => {
    const contest = await insertContest(t.database.db);
    const { race } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id, { maxWagers: 2 });
    const response = await removeRace(contestRace.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: contestRace.id,
      contestID: contest.id,
      raceID: race.id,
      maxWagers: 2,
    });
    expect(await contestRaceRows(contest.id)).toEqual([]);
    expect(await t.database.db.select().from(races).where(eq(races.id, race.id))).toHaveLength(1);
    expect((await removeRace(contestRace.id)).statusCode).toBe(404);
  });

  it('refuses while the race has plays in the contest (409), keeping race and plays', async () => {
    const contest = await insertContest(t.database.db);
    const { race, runners } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id);
    await insertPlayer(t.database.db, contest.id, player.id);
    const played = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 5,
      runners: [runners[0]!.id],
    });
    expect(played.statusCode).toBe(201);

    const response = await removeRace(contestRace.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: M.raceHasPlays });
    expect(await contestRaceRows(contest.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(wagers).where(eq(wagers.contestRaceId, contestRace.id)),
    ).toHaveLength(1);
  });

  it('concludes the contest when the races left are all finalized', async () => {
    const contest = await insertContest(t.database.db);
    const first = await insertRace(t.database.db);
    const second = await insertRace(t.database.db);
    await addRaceToContest(t.database.db, contest.id, first.race.id);
    const open = await addRaceToContest(t.database.db, contest.id, second.race.id);
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 6 }]);
    const before = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}` });
    expect(before.json().concludedAt).toBeNull();

    expect((await removeRace(open.id)).statusCode).toBe(200);
    const [finalizedRace] = await t.database.db.select().from(races).where(eq(races.id, first.race.id));
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.concludedAt).toEqual(finalizedRace!.finalizedAt);
  });

  it('refuses once the contest has concluded (409)', async () => {
    const contest = await insertContest(t.database.db, { concludedAt: new Date() });
    const { race } = await insertRace(t.database.db);
    const contestRace = await addRaceToContest(t.database.db, contest.id, race.id);
    const response = await removeRace(contestRace.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.contestConcluded);
  });

  it('answers 404 for ids that name nothing, never 500', async () => {
    for (const id of ['abc', '99999999999', '0', '999999999']) {
      const response = await removeRace(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(M.contestRaceMissing);
    }
  });
});
