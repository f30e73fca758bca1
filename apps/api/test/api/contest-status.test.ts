import { type ContestStatus, contestStatus } from '@cj/shared/rules/contest-status';
import { isRaceClosed } from '@cj/shared/rules/race-state';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * The status the API computes in SQL (the first race by post time, closed or not) against the shared rule applied
 * to the same races in the test: every combination of open, closed and finalized over three races, added to the
 * contest in an order unrelated to their post times.
 */

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

type RaceState = 'open' | 'closed' | 'finalized';
const STATES: RaceState[] = ['open', 'closed', 'finalized'];
const POST_TIMES = ['2030-05-04T20:30:00Z', '2030-05-04T20:00:00Z', '2030-05-04T21:00:00Z'].map(
  (iso) => new Date(iso),
);

const flagsOf = (state: RaceState) => ({
  isWageringClosed: state !== 'open',
  finalized: state === 'finalized',
  finalizedAt: state === 'finalized' ? new Date('2030-05-04T22:00:00Z') : null,
});

/** The reference: sort the races by post time in the test and ask the shared rule. */
function expectedStatus(states: readonly RaceState[], concludedAt: Date | null, now: Date): ContestStatus {
  const byPostTime = states
    .map((state, index) => ({ state, postTime: POST_TIMES[index]! }))
    .sort((a, b) => a.postTime.getTime() - b.postTime.getTime());
  const first = byPostTime[0]!;
  return contestStatus(
    {
      isCancelled: false,
      firstRaceClosed: isRaceClosed({ ...flagsOf(first.state), postTime: first.postTime }, now),
      concludedAt,
    },
    now,
  );
}

const combinations = STATES.flatMap((a) => STATES.flatMap((b) => STATES.map((c) => [a, b, c] as const)));

describe('contest status computed by the API', () => {
  it('agrees with the shared rule for every combination of race states, in the lists and the dashboard', async () => {
    const db = t.database.db;
    const expected = new Map<number, ContestStatus>();
    for (const states of combinations) {
      const allFinalized = states.every((state) => state === 'finalized');
      const concludedAt = allFinalized ? new Date(t.clock.now.getTime() - 3_600_000) : null;
      const contest = await insertContest(db, { concludedAt });
      for (const [index, state] of states.entries()) {
        const { race } = await insertRace(db, {
          race: { postTime: POST_TIMES[index]!, raceNumber: index + 1, ...flagsOf(state) },
        });
        await addRaceToContest(db, contest.id, race.id);
      }
      expected.set(contest.id, expectedStatus(states, concludedAt, t.clock.now));
    }
    const listed: { id: number; status: ContestStatus }[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/contests', headers: admin.headers })
    ).json();
    for (const [id, status] of expected) {
      expect(listed.find((contest) => contest.id === id)?.status, `contest ${id}`).toBe(status);
      const read = await t.app.inject({ method: 'GET', url: `/api/contest/${id}` });
      expect(read.json().status, `contest ${id}`).toBe(status);
    }
    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/contests', headers: admin.headers })
    ).json();
    const tally = (status: ContestStatus) => [...expected.values()].filter((s) => s === status).length;
    expect(counts).toMatchObject({
      total: expected.size,
      upcoming: tally('upcoming'),
      live: tally('live'),
      unofficial: tally('unofficial'),
    });
    expect(tally('upcoming')).toBe(9);
  });

  it('breaks a tie of post times by race number, then by the race added first', async () => {
    const db = t.database.db;
    const postTime = new Date('2030-05-04T20:00:00Z');
    const byNumber = await insertContest(db);
    const raceTwo = await insertRace(db, { race: { postTime, raceNumber: 2 } });
    const raceOne = await insertRace(db, { race: { postTime, raceNumber: 1, isWageringClosed: true } });
    await addRaceToContest(db, byNumber.id, raceTwo.race.id);
    await addRaceToContest(db, byNumber.id, raceOne.race.id);

    const byAdding = await insertContest(db);
    const added = await insertRace(db, { race: { postTime, raceNumber: 3, isWageringClosed: true } });
    const later = await insertRace(db, { race: { postTime, raceNumber: 3 } });
    await addRaceToContest(db, byAdding.id, added.race.id);
    await addRaceToContest(db, byAdding.id, later.race.id);

    const statusOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/contest/${id}` })).json().status;
    expect(await statusOf(byNumber.id)).toBe('live');
    expect(await statusOf(byAdding.id)).toBe('live');
  });

  it('leaves a contest without races Upcoming', async () => {
    const contest = await insertContest(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}` })).json().status).toBe(
      'upcoming',
    );
  });
});
