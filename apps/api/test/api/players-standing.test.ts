import { ContestFormat, PrizeType } from '@cj/shared/enums';
import { STANDING_MESSAGES, type Standing } from '@cj/shared/standing';
import { describe, expect, it } from 'vitest';
import type { SessionAccount } from '../../src/app-context';
import { prizes, wagers } from '../../src/db/schema/contests';
import { ownStanding } from '../../src/modules/players/standing';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace } from '../race-fixtures';
import { countingDb } from '../statement-counter';
import { useTestApp } from '../test-app';

const t = useTestApp();

type Headers = { authorization: string };

const standingOf = (contest: string | number, headers: Headers | Record<string, never>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/contest/${contest}/players/me/standing${query}`, headers });

async function expectStanding(contest: string | number, headers: Headers, query = '') {
  const response = await standingOf(contest, headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Standing;
}

/** Prizes for placements 1..`places`. */
const insertPrizes = (contestId: number, places: number) =>
  t.database.db.insert(prizes).values(
    Array.from({ length: places }, (_, index) => ({
      contestId,
      placement: index + 1,
      type: PrizeType.Cash,
      valueCents: 10_000 - index * 1_000,
    })),
  );

/** Race 4 closed, races 5 and 6 open (post times in that order), all in the contest. */
async function insertRaces(contestId: number) {
  const added = [];
  for (const raceNumber of [4, 5, 6]) {
    const { race, runners } = await insertRace(t.database.db, {
      race: {
        raceNumber,
        postTime: new Date(`2030-05-04T${10 + raceNumber}:00:00Z`),
        isWageringClosed: raceNumber === 4,
      },
    });
    added.push({ race, runners, contestRace: await addRaceToContest(t.database.db, contestId, race.id) });
  }
  return added;
}

/** A contest with entries of others at these leaderboard bankrolls (cents) and the caller's entries. */
async function contestWithBoard(
  overrides: Parameters<typeof insertContest>[1],
  othersCents: readonly number[],
  mineCents: readonly number[],
) {
  const contest = await insertContest(t.database.db, overrides);
  const people = await insertPlayers(t.database.db, othersCents.length + 1, 'standing');
  const me = people.at(-1)!;
  const others = await Promise.all(
    othersCents.map((cents, index) =>
      insertPlayer(t.database.db, contest.id, people[index]!.id, {
        bankrollCents: cents,
        leaderboardBankrollCents: cents,
      }),
    ),
  );
  const mine = [];
  for (const [index, cents] of mineCents.entries()) {
    mine.push(
      await insertPlayer(t.database.db, contest.id, me.id, {
        entryNumber: index + 1,
        bankrollCents: cents,
        leaderboardBankrollCents: cents,
      }),
    );
  }
  return { contest, me, others, mine };
}

describe('GET /api/contest/{id}/players/me/standing', () => {
  it('answers for the best-ranked of my entries, or the one playerId names: rank, line, gaps and the payoff needed', async () => {
    const { contest, me, mine } = await contestWithBoard(
      { format: ContestFormat.Win, startingBankrollCents: 0 },
      [5_000, 3_000, 1_600, 500],
      [100, 300],
    );
    await insertPrizes(contest.id, 3);
    const races = await insertRaces(contest.id);

    expect(await expectStanding(contest.id, me.headers)).toEqual({
      playerId: mine[1]!.id,
      rank: 5,
      entries: 6,
      leaderboardBankroll: 3,
      prizeLine: { place: 3, leaderboardBankroll: 16 },
      toPrizeLine: 13,
      toLeader: 47,
      nextRace: { contestRaceId: races[1]!.contestRace.id, neededWinPayoff: 13, neededOdds: '5-1' },
    });
    expect(await expectStanding(contest.slug, me.headers, `?playerId=${mine[0]!.id}`)).toMatchObject({
      playerId: mine[0]!.id,
      rank: 6,
      toPrizeLine: 15,
      nextRace: { contestRaceId: races[1]!.contestRace.id, neededWinPayoff: 15, neededOdds: '6-1' },
    });
  });

  it('skips a race where the entry has made its most plays; no open race, no payoff', async () => {
    const { contest, me, mine } = await contestWithBoard(
      { format: ContestFormat.Win },
      [5_000, 1_600],
      [300],
    );
    await insertPrizes(contest.id, 2);
    const races = await insertRaces(contest.id);
    const [, five, six] = races;
    await t.database.db.insert(wagers).values({
      contestPlayerId: mine[0]!.id,
      contestRaceId: five!.contestRace.id,
      raceId: five!.race.id,
      runnerId: five!.runners[0]!.id,
      amountCents: 200,
    });
    expect((await expectStanding(contest.id, me.headers)).nextRace?.contestRaceId).toBe(six!.contestRace.id);

    const closedContest = await contestWithBoard({ format: ContestFormat.Win }, [5_000, 1_600], [300]);
    await insertPrizes(closedContest.contest.id, 2);
    const closed = await insertRace(t.database.db, { race: { isWageringClosed: true } });
    await addRaceToContest(t.database.db, closedContest.contest.id, closed.race.id);
    expect(await expectStanding(closedContest.contest.id, closedContest.me.headers)).toMatchObject({
      toPrizeLine: 13,
      nextRace: null,
    });
  });

  it('WinBankroll stakes the whole bankroll; a payout cap below the payoff needed asks nothing', async () => {
    const board = [30_000, 20_000, 9_000] as const;
    const open = await contestWithBoard({ format: ContestFormat.WinBankroll }, board, [5_000]);
    await insertPrizes(open.contest.id, 2);
    const races = await insertRaces(open.contest.id);
    // floor(p × $50 / $2) ≥ $200  ⇔  p ≥ $8.00.
    expect(await expectStanding(open.contest.id, open.me.headers)).toMatchObject({
      rank: 4,
      toPrizeLine: 150,
      toLeader: 250,
      nextRace: { contestRaceId: races[1]!.contestRace.id, neededWinPayoff: 8, neededOdds: '3-1' },
    });

    const capped = await contestWithBoard(
      { format: ContestFormat.WinBankroll, winPayoutCapCents: 700 },
      board,
      [5_000],
    );
    await insertPrizes(capped.contest.id, 2);
    await insertRaces(capped.contest.id);
    expect(await expectStanding(capped.contest.id, capped.me.headers)).toMatchObject({
      toPrizeLine: 150,
      nextRace: null,
    });
  });

  it('in the money: nothing behind and nothing asked; ties share the rank; no prizes, no line', async () => {
    const { contest, me } = await contestWithBoard(
      { format: ContestFormat.Win },
      [5_000, 1_600, 1_600],
      [1_600],
    );
    await insertPrizes(contest.id, 2);
    await insertRaces(contest.id);
    expect(await expectStanding(contest.id, me.headers)).toMatchObject({
      rank: 2,
      prizeLine: { place: 2, leaderboardBankroll: 16 },
      toPrizeLine: 0,
      nextRace: null,
    });

    const few = await contestWithBoard({ format: ContestFormat.Win }, [], [0]);
    await insertPrizes(few.contest.id, 3);
    expect(await expectStanding(few.contest.id, few.me.headers)).toMatchObject({
      rank: 1,
      entries: 1,
      prizeLine: { place: 3, leaderboardBankroll: 0 },
      toPrizeLine: 0,
      toLeader: 0,
    });

    const none = await contestWithBoard({ format: ContestFormat.Win }, [900], [100]);
    await insertRaces(none.contest.id);
    expect(await expectStanding(none.contest.id, none.me.headers)).toMatchObject({
      prizeLine: null,
      toPrizeLine: 0,
      toLeader: 8,
      nextRace: null,
    });
  });

  it('404 without an entry of mine, for a contest I may not see, or another account’s playerId; 401 signed out', async () => {
    const { contest, me, others } = await contestWithBoard({}, [5_000], [300]);
    const [stranger] = await insertPlayers(t.database.db, 1, 'stranger');
    for (const [url, headers, query] of [
      [contest.id, stranger!.headers, ''],
      [contest.id, me.headers, `?playerId=${others[0]!.id}`],
      ['no-such-contest', me.headers, ''],
    ] as const) {
      const response = await standingOf(url, headers, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STANDING_MESSAGES.noEntry);
    }
    const hidden = await contestWithBoard({ isPublic: false }, [], [300]);
    expect((await standingOf(hidden.contest.id, hidden.me.headers)).statusCode).toBe(404);
    expect((await standingOf(contest.id, {})).statusCode).toBe(401);
    expect((await standingOf(contest.id, me.headers, '?playerId=abc')).statusCode).toBe(400);
  });

  it('reads in two statements, however many entries and races', async () => {
    const { contest, me } = await contestWithBoard({}, [5_000, 4_000, 3_000, 2_000, 1_000], [300, 200]);
    await insertPrizes(contest.id, 3);
    await insertRaces(contest.id);
    const counting = countingDb(t.database);
    const account: SessionAccount = {
      id: me.id,
      firstName: 'Player',
      lastName: 'Crowd',
      email: 'standing@example.com',
      isLocked: false,
      isAdministrator: false,
      photoPath: null,
    };
    const result = await ownStanding(
      { ...t.app.ctx, db: counting.db },
      String(contest.id),
      account,
      undefined,
    );
    expect(result.rank).toBe(6);
    expect(counting.statements).toHaveLength(2);
  });
});
