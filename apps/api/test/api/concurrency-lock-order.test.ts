import { PLAY_MESSAGES } from '@cj/shared/plays';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../src/db/prepared';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  addResult,
  finalize,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * The lock order of db/lock-order.ts, on PostgreSQL only (PGlite is one connection). Each test sets up, with a
 * connection of its own, the interleaving in which two statements taking the same rows in opposite orders
 * deadlock: the connection holds a key-share lock on a row so that the operator's statement waits for it first
 * (having taken the advisory locks that hold plays off), the play comes in beside it and waits on those advisory
 * locks, and the connection then lets go. Taken in one order, the two wait for each other; taken in the order of db/lock-order.ts, one waits for the
 * other and both answer. No transaction may have needed a retry for that (the retry is for what no order
 * prevents).
 */

const t = useTestApp();

let holder: pg.PoolClient | null = null;
afterEach(async () => {
  await holder?.query('rollback');
  holder?.release();
  holder = null;
});

/** A connection of the test's own holding a key-share lock on one row until `release` is called. */
async function holdKeyShare(table: 'races' | 'contest_races', id: number) {
  holder = await poolOf(t.database.db)!.connect();
  await holder.query('begin');
  await holder.query(`select 1 from ${table} where id = $1 for key share`, [id]);
  const client = holder;
  return async () => {
    await client.query('commit');
  };
}

/** Whether a backend is waiting for a lock in a statement whose text contains `fragment`. */
async function isWaitingOnLock(fragment: string) {
  const { rows } = await poolOf(t.database.db)!.query(
    `select count(*)::integer as waiting from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`,
    [fragment],
  );
  return rows[0].waiting > 0;
}

/** Resolves once `ready` holds, asking again every 20 ms. */
const until = (ready: () => Promise<boolean>, what: string) =>
  vi.waitFor(
    async () => {
      if (!(await ready())) throw new Error(`still waiting until ${what}`);
    },
    { timeout: 10_000, interval: 20 },
  );

const waitingOnLock = (fragment: string) =>
  until(() => isWaitingOnLock(fragment), `a statement with "${fragment}" waits on a lock`);

/** Resolves once the request has answered or its statement waits for a lock. */
async function answeredOrWaiting(request: Promise<LightMyRequestResponse>, fragment: string) {
  let answered = false;
  void request.then(() => {
    answered = true;
  });
  await until(
    async () => answered || (await isWaitingOnLock(fragment)),
    `the request answered or "${fragment}" waits on a lock`,
  );
}

/**
 * A play waits, if it must, on its races' and contest's advisory locks (db/lock-order.ts playLocks), taken first by
 * its one statement (migration 0014's cj_place_play), whose call is the text PostgreSQL shows.
 */
const PLAY_LOCKS = 'cj_place_play';

const retries = async () => {
  const metric = await t.app.ctx.metrics.transactionRetries.get();
  return metric.values.reduce((sum, value) => sum + value.value, 0);
};

async function closedRaceWithResult() {
  const db = t.database.db;
  const admin = await signupAdministrator(t.app, db);
  const contest = await insertContest(db, { format: 1 });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id);
  const [early, late] = await insertPlayers(db, 2);
  await insertPlayer(db, contest.id, early!.id);
  await insertPlayer(db, contest.id, late!.id);
  expect(
    (await placePlay(t.app, early!.headers, contestRace.id, { amount: 10, runners: [runners[0]!.id] }))
      .statusCode,
  ).toBe(201);
  expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(200);
  const result = await addResult(t.app, admin.headers, race.id, {
    pool: 'WIN',
    payoff: 6,
    runners: [runners[0]!.id],
  });
  expect(result.statusCode).toBe(201);
  return { admin, contest, race, runners, contestRace, late: late! };
}

describe('one lock order: races, then contests, then contest races, then entries', () => {
  it('a late play on a race being finalized answers 409 and the finalize goes through, with no deadlock', async () => {
    const { admin, race, runners, contestRace, late } = await closedRaceWithResult();
    const retriesBefore = await retries();
    const release = await holdKeyShare('races', race.id);

    const finalized = finalize(t.app, admin.headers, race.id);
    await waitingOnLock('for update');
    const play = placePlay(t.app, late.headers, contestRace.id, { amount: 5, runners: [runners[1]!.id] });
    await answeredOrWaiting(play, PLAY_LOCKS);
    await release();

    const [finalizeAnswer, playAnswer] = await Promise.all([finalized, play]);
    expect(finalizeAnswer.statusCode, finalizeAnswer.body).toBe(200);
    expect(playAnswer.statusCode, playAnswer.body).toBe(409);
    expect(playAnswer.json().message).toBe(PLAY_MESSAGES.wageringClosed);
    expect(await retries()).toBe(retriesBefore);
  });

  it('a play in Pick & Pray while its first race is finalized: the first race is locked before the race played', async () => {
    const db = t.database.db;
    const admin = await signupAdministrator(t.app, db);
    const contest = await insertContest(db, { format: 1, picksLockAt: 'first-race' });
    const first = await insertRace(db, { race: { postTime: new Date('2030-05-04T19:00:00Z') } });
    const second = await insertRace(db, { race: { postTime: new Date('2030-05-04T20:00:00Z') } });
    await addRaceToContest(db, contest.id, first.race.id);
    const secondRace = await addRaceToContest(db, contest.id, second.race.id);
    const [player] = await insertPlayers(db, 1);
    await insertPlayer(db, contest.id, player!.id);
    expect(
      (await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    await addResult(t.app, admin.headers, first.race.id, {
      pool: 'WIN',
      payoff: 4,
      runners: [first.runners[0]!.id],
    });
    const retriesBefore = await retries();
    const release = await holdKeyShare('races', first.race.id);

    const finalized = finalize(t.app, admin.headers, first.race.id);
    await waitingOnLock('for update');
    const play = placePlay(t.app, player!.headers, secondRace.id, {
      amount: 5,
      runners: [second.runners[0]!.id],
    });
    await answeredOrWaiting(play, PLAY_LOCKS);
    await release();

    const [finalizeAnswer, playAnswer] = await Promise.all([finalized, play]);
    expect(finalizeAnswer.statusCode, finalizeAnswer.body).toBe(200);
    expect(playAnswer.statusCode, playAnswer.body).toBe(409);
    expect(playAnswer.json().message).toBe(PLAY_MESSAGES.picksLocked);
    expect(await retries()).toBe(retriesBefore);
  });

  it('a play while its race is taken out of the contest: the contest race is locked after the contest', async () => {
    const db = t.database.db;
    const admin = await signupAdministrator(t.app, db);
    const contest = await insertContest(db, { format: 1 });
    const { race, runners } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const [player] = await insertPlayers(db, 1);
    await insertPlayer(db, contest.id, player!.id);
    const retriesBefore = await retries();
    const release = await holdKeyShare('contest_races', contestRace.id);

    const removed = t.app.inject({
      method: 'DELETE',
      url: `/api/contest-race/${contestRace.id}`,
      headers: admin.headers,
    });
    await waitingOnLock('delete from "contest_races"');
    const play = placePlay(t.app, player!.headers, contestRace.id, { amount: 5, runners: [runners[0]!.id] });
    await answeredOrWaiting(play, PLAY_LOCKS);
    await release();

    const [removedAnswer, playAnswer] = await Promise.all([removed, play]);
    expect(removedAnswer.statusCode, removedAnswer.body).toBe(200);
    expect(playAnswer.statusCode, playAnswer.body).toBe(404);
    expect(playAnswer.json().message).toBe(PLAY_MESSAGES.raceNotFound);
    expect(await retries()).toBe(retriesBefore);
  });
});
