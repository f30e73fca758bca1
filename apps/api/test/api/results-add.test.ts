import { RACE_MESSAGES, RaceResultSchema } from '@cj/shared/races';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { addResult, finalize, insertRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** A race whose wagering is closed, with six runners (the sixth scratched), and an administrator. */
async function closedRace() {
  const db = t.database.db;
  const { race, runners } = await insertRace(db, {
    runners: [{}, {}, {}, {}, {}, { scratched: true }],
  });
  const admin = await signupAdministrator(t.app, db);
  expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(200);
  return { race, runners, admin };
}

describe('POST /api/race/{id}/result', () => {
  it('is for administrators only: 401 anonymous, 403 for a player', async () => {
    const { race, runners } = await closedRace();
    const payload = { pool: 'WIN', payoff: 5, runners: [runners[0]!.id] };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/race/${race.id}/result`, payload })).statusCode,
    ).toBe(401);
    const player = await signupAccount(t.app);
    expect((await addResult(t.app, player.headers, race.id, payload)).statusCode).toBe(403);
  });

  it('stores a Win result with its payoff and runners in finish order; several make a dead heat', async () => {
    const { race, runners, admin } = await closedRace();
    const first = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 6.8,
      runners: [runners[2]!.id, runners[0]!.id],
    });
    expect(first.statusCode).toBe(201);
    expect(RaceResultSchema.parse(first.json())).toEqual({
      id: expect.any(Number),
      pool: 1,
      payoff: 6.8,
      runners: [
        { id: runners[2]!.id, programNumber: '3', name: 'Runner 3' },
        { id: runners[0]!.id, programNumber: '1', name: 'Runner 1' },
      ],
    });
    const second = await addResult(t.app, admin.headers, race.id, {
      pool: 1,
      payoff: 4,
      runners: [runners[1]!.id],
    });
    expect(second.statusCode).toBe(201);
    // The spec also names the plural path for adding a result.
    const plural = await t.app.inject({
      method: 'POST',
      url: `/api/race/${race.id}/results`,
      headers: admin.headers,
      payload: { pool: 1, payoff: 3.1, runners: [runners[3]!.id] },
    });
    expect(plural.statusCode).toBe(201);

    const listed = await t.app.inject({ method: 'GET', url: `/api/race/${race.id}/results` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((result: { payoff: number }) => result.payoff)).toEqual([6.8, 4, 3.1]);
    expect(listed.json()[0]).toEqual(first.json());
  });

  it('stores the post-time favorite given with a result on the race', async () => {
    const { race, runners, admin } = await closedRace();
    const response = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5,
      runners: [runners[0]!.id],
      favoriteRunnerId: runners[3]!.id,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(races).where(eq(races.id, race.id));
    expect(row!.favoriteRunnerId).toBe(runners[3]!.id);
    const scratchedFavorite = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5,
      runners: [runners[1]!.id],
      favoriteRunnerId: runners[5]!.id,
    });
    expect(scratchedFavorite.statusCode).toBe(400);
    expect(scratchedFavorite.json().message).toBe(RACE_MESSAGES.favoriteMustStart);
  });

  it('answers the spec messages for missing or invalid fields', async () => {
    const { race, runners, admin } = await closedRace();
    const runner = runners[0]!.id;
    const cases: [object, string][] = [
      [{ payoff: 5, runners: [runner] }, RACE_MESSAGES.poolRequired],
      [{ pool: 'PLACE', payoff: 5, runners: [runner] }, RACE_MESSAGES.poolRequired],
      [{ pool: 'WIN', runners: [runner] }, RACE_MESSAGES.payoffRequired],
      [{ pool: 'WIN', payoff: 0, runners: [runner] }, RACE_MESSAGES.payoffRequired],
      [{ pool: 'WIN', payoff: -1, runners: [runner] }, RACE_MESSAGES.payoffRequired],
      [{ pool: 'WIN', payoff: 4.205, runners: [runner] }, RACE_MESSAGES.payoffRequired],
      [{ pool: 'WIN', payoff: 5 }, RACE_MESSAGES.runnersRequired],
      [{ pool: 'WIN', payoff: 5, runners: [] }, RACE_MESSAGES.runnersRequired],
      [{ pool: 'WIN', payoff: 5, runners: [runner, runner] }, RACE_MESSAGES.duplicateRunner],
    ];
    for (const [payload, message] of cases) {
      const response = await addResult(t.app, admin.headers, race.id, payload);
      expect(response.json().message).toBe(message);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses runners of another race and scratched runners', async () => {
    const { race, runners, admin } = await closedRace();
    const other = await insertRace(t.database.db);
    for (const runnerIds of [[other.runners[0]!.id], [runners[0]!.id, 2_000_000_000]]) {
      const response = await addResult(t.app, admin.headers, race.id, {
        pool: 'WIN',
        payoff: 5,
        runners: runnerIds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RACE_MESSAGES.runnerNotInRace);
    }
    const scratched = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5,
      runners: [runners[5]!.id],
    });
    expect(scratched.statusCode).toBe(400);
    expect(scratched.json().message).toBe(RACE_MESSAGES.scratchedRunnerCannotWin);
  });

  it('accepts results only once wagering is closed and never after the race is finalized', async () => {
    const db = t.database.db;
    const { race, runners } = await insertRace(db);
    const admin = await signupAdministrator(t.app, db);
    const payload = { pool: 'WIN', payoff: 5, runners: [runners[0]!.id] };
    const open = await addResult(t.app, admin.headers, race.id, payload);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(RACE_MESSAGES.resultsNeedClosedWagering);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    expect((await addResult(t.app, admin.headers, race.id, payload)).statusCode).toBe(201);
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(200);
    const late = await addResult(t.app, admin.headers, race.id, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
  });

  it('answers 404 for unknown or malformed race ids; the results list answers []', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const id of ['abc', '99999999999', '2000000000']) {
      const response = await addResult(t.app, admin.headers, id, { pool: 'WIN', payoff: 5, runners: [1] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RACE_MESSAGES.raceNotFound);
      const listed = await t.app.inject({ method: 'GET', url: `/api/race/${id}/results` });
      expect(listed.json()).toEqual([]);
    }
  });
});
