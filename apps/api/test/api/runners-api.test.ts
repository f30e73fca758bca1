import { RACE_MESSAGES } from '@cj/shared/races';
import { RUNNER_MESSAGES } from '@cj/shared/runners';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wagers } from '../../src/db/schema/contests';
import { runners } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  addResult,
  insertPlayer,
  insertPlayers,
  insertRace,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

type Headers = Record<string, string>;
const addRunner = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/runners', headers, payload });
const changeRunner = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/runners/${id}`, headers, payload });
const removeRunner = (headers: Headers, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/runners/${id}`, headers });

const runnerRow = async (id: number) =>
  (await t.database.db.select().from(runners).where(eq(runners.id, id)))[0];

/** A play on the runner, written straight to the database (placing plays has its own tests). */
async function insertPlay(raceId: number, runnerId: number) {
  const db = t.database.db;
  const contest = await insertContest(db);
  const contestRace = await addRaceToContest(db, contest.id, raceId);
  const [account] = await insertPlayers(db, 1, 'runner-play');
  const entry = await insertPlayer(db, contest.id, account!.id);
  await db.insert(wagers).values({
    contestPlayerId: entry.id,
    contestRaceId: contestRace.id,
    raceId,
    runnerId,
    amountCents: 200,
  });
}

describe('runner administration is for administrators', () => {
  it('answers 401 anonymous and 403 to a player on POST, PUT and DELETE, changing nothing', async () => {
    const {
      race,
      runners: [first],
    } = await insertRace(t.database.db);
    const payload = { raceID: race.id, programNumber: '7', name: 'Intruder', morningLine: '5-1' };
    const update = { programNumber: '1', name: 'Renamed', morningLine: '2-1' };
    const calls = [
      (headers: Headers) => addRunner(headers, payload),
      (headers: Headers) => changeRunner(headers, first!.id, update),
      (headers: Headers) => removeRunner(headers, first!.id),
    ];
    for (const call of calls) {
      expect((await call({})).statusCode).toBe(401);
      expect((await call(player.headers)).statusCode).toBe(403);
    }
    expect(await runnerRow(first!.id)).toMatchObject({ name: first!.name });
  });
});

describe('POST /api/runners', () => {
  it('adds a runner and answers 201 with it', async () => {
    const { race } = await insertRace(t.database.db, {
      runners: [{ programNumber: '20', name: 'Already Here' }],
    });
    const response = await addRunner(admin.headers, {
      raceID: race.id,
      programNumber: '01',
      name: 'Harbor Light / Harbor Moon',
      morningLine: '9-2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      raceID: race.id,
      programNumber: '1',
      name: 'Harbor Light / Harbor Moon',
      morningLine: '9-2',
      scratched: false,
      mto: false,
      ae: false,
    });
  });

  it('accepts 1 to 35, AE1 to AE4, and blank (sent as ""), stored as null', async () => {
    const { race } = await insertRace(t.database.db, {
      runners: [{ programNumber: '20', name: 'Already Here' }],
    });
    for (const [programNumber, stored] of [
      ['35', '35'],
      ['ae4', 'AE4'],
      ['', null],
      ['  ', null],
    ] as const) {
      const response = await addRunner(admin.headers, {
        raceID: race.id,
        programNumber,
        name: `Runner ${programNumber || 'blank'}`,
        morningLine: 'EVEN',
      });
      expect(response.statusCode, programNumber).toBe(201);
      expect(response.json().programNumber).toBe(stored ?? '');
      expect((await runnerRow(response.json().id))!.programNumber).toBe(stored);
    }
  });

  it('answers the spec messages, then the program number and morning line rules', async () => {
    const { race } = await insertRace(t.database.db, {
      runners: [{ programNumber: '20', name: 'Already Here' }],
    });
    const valid = { raceID: race.id, programNumber: '3', name: 'Valid', morningLine: '5/2' };
    const cases: [object, string][] = [
      [{}, RUNNER_MESSAGES.raceRequired],
      [{ ...valid, raceID: 'one' }, RUNNER_MESSAGES.raceRequired],
      [{ raceID: race.id, name: 'X', morningLine: '2-1' }, RUNNER_MESSAGES.programNumberRequired],
      [{ ...valid, programNumber: null }, RUNNER_MESSAGES.programNumberRequired],
      [{ raceID: race.id, programNumber: '3', morningLine: '2-1' }, RUNNER_MESSAGES.nameRequired],
      [{ ...valid, name: '   ' }, RUNNER_MESSAGES.nameRequired],
      [{ raceID: race.id, programNumber: '3', name: 'X' }, RUNNER_MESSAGES.morningLineRequired],
      [{ ...valid, morningLine: ' ' }, RUNNER_MESSAGES.morningLineRequired],
      [{ ...valid, programNumber: '36' }, RUNNER_MESSAGES.programNumberInvalid],
      [{ ...valid, programNumber: '0' }, RUNNER_MESSAGES.programNumberInvalid],
      [{ ...valid, programNumber: 'AE5' }, RUNNER_MESSAGES.programNumberInvalid],
      [{ ...valid, programNumber: '1A' }, RUNNER_MESSAGES.programNumberInvalid],
      [{ ...valid, morningLine: 'abc' }, RUNNER_MESSAGES.morningLineInvalid],
      [{ ...valid, morningLine: '9-0' }, RUNNER_MESSAGES.morningLineInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await addRunner(admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a program number already in the race: 409; blanks never clash', async () => {
    const { race } = await insertRace(t.database.db);
    const taken = await addRunner(admin.headers, {
      raceID: race.id,
      programNumber: '2',
      name: 'Copycat',
      morningLine: '5-1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(RUNNER_MESSAGES.programNumberTaken('2'));
    for (const name of ['Blank One', 'Blank Two']) {
      const blank = await addRunner(admin.headers, {
        raceID: race.id,
        programNumber: '',
        name,
        morningLine: '5-1',
      });
      expect(blank.statusCode).toBe(201);
    }
  });

  it('answers 404 for a race that does not exist and 409 for a finalized race', async () => {
    const missing = await addRunner(admin.headers, {
      raceID: 2_000_000_000,
      programNumber: '1',
      name: 'Ghost',
      morningLine: '5-1',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RACE_MESSAGES.raceNotFound);

    const { race, runners: raceRunners } = await insertRace(t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: raceRunners[0]!.id, payoff: 6.2 }]);
    const late = await addRunner(admin.headers, {
      raceID: race.id,
      programNumber: '9',
      name: 'Late',
      morningLine: '5-1',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
  });
});

describe('PUT /api/runners/{id}', () => {
  it('changes every field; scratched defaults to false and MTO/AE left out keep their values', async () => {
    const {
      race,
      runners: [first],
    } = await insertRace(t.database.db);
    const scratched = await changeRunner(admin.headers, first!.id, {
      runnerID: first!.id,
      programNumber: 'AE1',
      name: 'Also Eligible',
      morningLine: '12-1',
      scratched: true,
      mto: true,
      ae: true,
    });
    expect(scratched.statusCode).toBe(200);
    expect(scratched.json()).toEqual({
      id: first!.id,
      raceID: race.id,
      programNumber: 'AE1',
      name: 'Also Eligible',
      morningLine: '12-1',
      scratched: true,
      mto: true,
      ae: true,
    });
    const restored = await changeRunner(admin.headers, first!.id, {
      programNumber: '1',
      name: 'Back In',
      morningLine: '4.50',
    });
    expect(restored.json()).toMatchObject({ programNumber: '1', scratched: false, mto: true, ae: true });
  });

  it('answers the runner messages, 404 for an unknown runner, 400 when runnerID disagrees', async () => {
    const {
      runners: [first, second],
    } = await insertRace(t.database.db);
    const valid = { programNumber: '1', name: 'Fine', morningLine: '2-1' };
    const cases: [object, string][] = [
      [{}, RUNNER_MESSAGES.programNumberRequired],
      [{ programNumber: '1', morningLine: '2-1' }, RUNNER_MESSAGES.nameRequired],
      [{ programNumber: '1', name: 'X' }, RUNNER_MESSAGES.morningLineRequired],
      [{ ...valid, programNumber: 'AE5' }, RUNNER_MESSAGES.programNumberInvalid],
      [{ ...valid, morningLine: 'abc' }, RUNNER_MESSAGES.morningLineInvalid],
      [{ ...valid, runnerID: second!.id }, RUNNER_MESSAGES.runnerIdMismatch],
    ];
    for (const [payload, message] of cases) {
      const response = await changeRunner(admin.headers, first!.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const id of ['abc', '99999999999', '2000000000']) {
      const response = await changeRunner(admin.headers, id, valid);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(RUNNER_MESSAGES.runnerNotFound);
    }
  });

  it('refuses another runner’s program number: 409', async () => {
    const {
      runners: [first],
    } = await insertRace(t.database.db);
    const response = await changeRunner(admin.headers, first!.id, {
      programNumber: '2',
      name: 'X',
      morningLine: '2-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RUNNER_MESSAGES.programNumberTaken('2'));
    const same = await changeRunner(admin.headers, first!.id, {
      programNumber: '1',
      name: 'Same',
      morningLine: '2-1',
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps runners of a finalized race as they are (409) and a result runner from being scratched (409)', async () => {
    const { race, runners: raceRunners } = await insertRace(t.database.db);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5.4,
      runners: [raceRunners[0]!.id],
    });
    const winner = raceRunners[0]!;
    const scratch = await changeRunner(admin.headers, winner.id, {
      programNumber: '1',
      name: winner.name,
      morningLine: winner.morningLine,
      scratched: true,
    });
    expect(scratch.statusCode).toBe(409);
    expect(scratch.json().message).toBe(RACE_MESSAGES.scratchedRunnerCannotWin);
    // A late scratch of another runner is still possible while the race is not finalized.
    const other = raceRunners[1]!;
    const late = await changeRunner(admin.headers, other.id, {
      programNumber: '2',
      name: other.name,
      morningLine: other.morningLine,
      scratched: true,
    });
    expect(late.statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/race/${race.id}/finalize`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const frozen = await changeRunner(admin.headers, other.id, {
      programNumber: '2',
      name: 'Renamed',
      morningLine: '2-1',
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
    expect((await runnerRow(other.id))!.name).toBe(other.name);
  });
});

describe('DELETE /api/runners/{id}', () => {
  it('removes a runner nobody played and answers 200 with it', async () => {
    const {
      runners: [first],
    } = await insertRace(t.database.db);
    const response = await removeRunner(admin.headers, first!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first!.id, name: first!.name });
    expect(await runnerRow(first!.id)).toBeUndefined();
    expect((await removeRunner(admin.headers, first!.id)).statusCode).toBe(404);
    expect((await removeRunner(admin.headers, 'abc')).statusCode).toBe(404);
  });

  it('refuses a runner with plays (scratch it instead) and one named in the results: 409', async () => {
    const { race, runners: raceRunners } = await insertRace(t.database.db);
    await insertPlay(race.id, raceRunners[0]!.id);
    const played = await removeRunner(admin.headers, raceRunners[0]!.id);
    expect(played.statusCode).toBe(409);
    expect(played.json().message).toBe(RUNNER_MESSAGES.runnerHasPlays);

    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 5.4,
      runners: [raceRunners[1]!.id],
    });
    const inResults = await removeRunner(admin.headers, raceRunners[1]!.id);
    expect(inResults.statusCode).toBe(409);
    expect(inResults.json().message).toBe(RUNNER_MESSAGES.runnerInResults);
    expect(await runnerRow(raceRunners[1]!.id)).toBeDefined();
  });

  it('refuses removing a runner of a finalized race: 409', async () => {
    const { race, runners: raceRunners } = await insertRace(t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: raceRunners[0]!.id, payoff: 4 }]);
    const response = await removeRunner(admin.headers, raceRunners[5]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
  });
});
