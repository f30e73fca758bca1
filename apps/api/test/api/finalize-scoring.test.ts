import type { Play } from '@cj/shared/plays';
import { RACE_MESSAGES } from '@cj/shared/races';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contestPlayers, contests } from '../../src/db/schema/contests';
import { races, runners as runnersTable } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  addResult,
  finalize,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  type RunnerSeed,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
afterEach(() => {
  t.clock.now = new Date();
});

type Format = 1 | 2;

/** A contest of the format with the races, and `players` entries (bankroll $100 in WinBankroll, 0 in Win). */
async function contestWith(format: Format, raceIds: readonly number[], players: number) {
  const db = t.database.db;
  const contest = await insertContest(db, { format });
  const contestRaces = [];
  for (const raceId of raceIds)
    contestRaces.push(await addRaceToContest(db, contest.id, raceId, { maxWagers: 3 }));
  const accounts = await insertPlayers(db, players);
  const bankroll = format === 1 ? 10_000 : 0;
  const entries = [];
  for (const account of accounts) {
    entries.push({
      ...account,
      entry: await insertPlayer(db, contest.id, account.id, {
        bankrollCents: bankroll,
        leaderboardBankrollCents: bankroll,
      }),
    });
  }
  return { contest, contestRaces, entries };
}

async function play(
  player: { headers: { authorization: string } },
  contestRaceId: number,
  runnerId: number,
  amount = 2,
) {
  const response = await placePlay(t.app, player.headers, contestRaceId, { amount, runners: [runnerId] });
  expect(response.statusCode).toBe(201);
  return response.json() as Play;
}

async function standings(contestId: number) {
  const rows = await t.database.db
    .select()
    .from(contestPlayers)
    .where(eq(contestPlayers.contestId, contestId))
    .orderBy(asc(contestPlayers.id));
  return rows.map((row) => [row.bankrollCents, row.leaderboardBankrollCents, row.rank]);
}

async function playsOf(contestRaceId: number) {
  const admin = await signupAdministrator(t.app, t.database.db);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/race/${contestRaceId}/wagers`,
    headers: admin.headers,
  });
  return new Map((response.json() as Play[]).map((wager) => [wager.id, wager]));
}

const scratch = (runnerIds: number[]) =>
  t.database.db.update(runnersTable).set({ scratched: true }).where(inArray(runnersTable.id, runnerIds));

describe('POST /api/race/{id}/finalize', () => {
  it('is for administrators only and follows the race states; it is irreversible', async () => {
    const db = t.database.db;
    const { race, runners } = await insertRace(db);
    const admin = await signupAdministrator(t.app, db);
    expect((await t.app.inject({ method: 'POST', url: `/api/race/${race.id}/finalize` })).statusCode).toBe(
      401,
    );
    const player = await signupAccount(t.app);
    expect((await finalize(t.app, player.headers, race.id)).statusCode).toBe(403);
    for (const id of ['abc', '99999999999', '2000000000']) {
      const missing = await finalize(t.app, admin.headers, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }

    const open = await finalize(t.app, admin.headers, race.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(RACE_MESSAGES.finalizeNeedsClosedWagering);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const noResults = await finalize(t.app, admin.headers, race.id);
    expect(noResults.statusCode).toBe(409);
    expect(noResults.json().message).toBe(RACE_MESSAGES.resultsRequiredToFinalize);

    await addResult(t.app, admin.headers, race.id, { pool: 'WIN', payoff: 3.2, runners: [runners[0]!.id] });
    const finalizedAt = new Date(Date.now() + 60_000);
    t.clock.now = finalizedAt;
    const done = await finalize(t.app, admin.headers, race.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: race.id, finalized: true, isWageringClosed: true });
    const [row] = await db.select().from(races).where(eq(races.id, race.id));
    expect(row!.finalizedAt).toEqual(finalizedAt);

    const again = await finalize(t.app, admin.headers, race.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RACE_MESSAGES.alreadyFinalized);
  });

  it('scores WinBankroll: returns payoff × stake / 2 rounded down, ranks by leaderboard bankroll with ties', async () => {
    const { race, runners } = await insertRace(t.database.db);
    const { contest, contestRaces, entries } = await contestWith(1, [race.id], 6);
    const [a, b, c, d, , f] = entries;
    const winner = runners[0]!.id;
    const loser = runners[1]!.id;
    const cr = contestRaces[0]!.id;
    const wagerA = await play(a!, cr, winner, 5);
    const wagerB = await play(b!, cr, winner, 10);
    const wagerC = await play(c!, cr, winner, 3.33);
    const wagerD = await play(d!, cr, loser, 20);
    await play(f!, cr, winner, 5);
    // Open plays are not losses on the board.
    expect((await standings(contest.id))[3]).toEqual([8_000, 10_000, null]);

    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: winner, payoff: 8.4 }]);
    expect(await standings(contest.id)).toEqual([
      [11_600, 11_600, 2],
      [13_200, 13_200, 1],
      [11_065, 11_065, 4],
      [8_000, 8_000, 6],
      [10_000, 10_000, 5],
      [11_600, 11_600, 2],
    ]);
    const plays = await playsOf(cr);
    expect(plays.get(wagerA.id)!.payoff).toBe(21);
    expect(plays.get(wagerB.id)!.payoff).toBe(42);
    expect(plays.get(wagerC.id)!.payoff).toBe(13.98);
    expect(plays.get(wagerD.id)!.payoff).toBe(0);
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.concludedAt).not.toBeNull();
  });

  it('scores Win: the leaderboard bankroll is the sum of returns and the bankroll mirrors it', async () => {
    const db = t.database.db;
    const first = await insertRace(db);
    const second = await insertRace(db);
    const { contest, contestRaces, entries } = await contestWith(2, [first.race.id, second.race.id], 3);
    const [a, b] = entries;
    await play(a!, contestRaces[0]!.id, first.runners[0]!.id, 50);
    await play(b!, contestRaces[0]!.id, first.runners[1]!.id);
    await play(b!, contestRaces[1]!.id, second.runners[2]!.id);
    const admin = await signupAdministrator(t.app, db);

    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 8.4 }]);
    expect(await standings(contest.id)).toEqual([
      [840, 840, 1],
      [0, 0, 2],
      [0, 0, 2],
    ]);
    let [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.concludedAt).toBeNull();

    const concludedAt = new Date(Date.now() + 120_000);
    t.clock.now = concludedAt;
    await settleRace(t.app, admin.headers, second.race.id, [{ runnerId: second.runners[2]!.id, payoff: 3 }]);
    expect(await standings(contest.id)).toEqual([
      [840, 840, 1],
      [300, 300, 2],
      [0, 0, 3],
    ]);
    [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row!.concludedAt).toEqual(concludedAt);
  });

  it('pays a dead heat at each winner’s own payoff; a result’s winner is its first finisher; first result counts', async () => {
    const { race, runners } = await insertRace(t.database.db);
    const { contest, contestRaces, entries } = await contestWith(1, [race.id], 5);
    const cr = contestRaces[0]!.id;
    const [a, b, c, d, e] = entries;
    const onFirst = await play(a!, cr, runners[0]!.id, 2);
    const onSecond = await play(b!, cr, runners[1]!.id, 3.33);
    const onThird = await play(c!, cr, runners[2]!.id, 10);
    const onFourth = await play(d!, cr, runners[3]!.id, 10);
    const onFifth = await play(e!, cr, runners[4]!.id, 10);
    const admin = await signupAdministrator(t.app, t.database.db);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const results = [
      { payoff: 6.2, runners: [runners[0]!.id] },
      { payoff: 4.8, runners: [runners[1]!.id] },
      { payoff: 99, runners: [runners[0]!.id] },
      { payoff: 8.5, runners: [runners[3]!.id, runners[2]!.id] },
    ];
    for (const result of results) {
      expect((await addResult(t.app, admin.headers, race.id, { pool: 'WIN', ...result })).statusCode).toBe(
        201,
      );
    }
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(200);
    const plays = await playsOf(cr);
    expect(plays.get(onFirst.id)!.payoff).toBe(6.2);
    expect(plays.get(onSecond.id)!.payoff).toBe(7.99);
    expect(plays.get(onThird.id)!.payoff).toBe(0);
    expect(plays.get(onFourth.id)!.payoff).toBe(42.5);
    expect(plays.get(onFifth.id)!.payoff).toBe(0);
    expect((await standings(contest.id)).map((row) => row[0])).toEqual([
      10_000 - 200 + 620,
      10_000 - 333 + 799,
      9_000,
      10_000 - 1000 + 4250,
      9_000,
    ]);
  });

  it('pays a play on a coupled entry (one runner row) when the entry wins', async () => {
    const coupled: RunnerSeed[] = [{ name: 'Alpha / Alpha Two', morningLine: '2-1' }, { name: 'Bravo' }];
    const { race, runners } = await insertRace(t.database.db, { runners: coupled });
    const { contest, contestRaces, entries } = await contestWith(2, [race.id], 2);
    await play(entries[0]!, contestRaces[0]!.id, runners[0]!.id);
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4.6 }]);
    expect(await standings(contest.id)).toEqual([
      [460, 460, 1],
      [0, 0, 2],
    ]);
  });

  it('scores a late-scratched play as the post-time favorite: lowest morning line, ties by program number', async () => {
    const field: RunnerSeed[] = [{ morningLine: '5-2' }, { morningLine: '2-1' }, { morningLine: '2-1' }, {}];
    const { race, runners } = await insertRace(t.database.db, { runners: field });
    const { contest, contestRaces, entries } = await contestWith(1, [race.id], 2);
    const cr = contestRaces[0]!.id;
    const late = await play(entries[0]!, cr, runners[3]!.id, 4);
    const onFavorite = await play(entries[1]!, cr, runners[1]!.id, 4);
    await scratch([runners[3]!.id]);
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[1]!.id, payoff: 5 }]);

    const plays = await playsOf(cr);
    expect(plays.get(late.id)).toMatchObject({
      runner: { id: runners[3]!.id },
      substituteRunner: { id: runners[1]!.id, programNumber: '2', name: 'Runner 2' },
      payoff: 10,
    });
    expect(plays.get(onFavorite.id)).toMatchObject({ substituteRunner: null, payoff: 10 });
    expect(await standings(contest.id)).toEqual([
      [10_600, 10_600, 1],
      [10_600, 10_600, 1],
    ]);
    const entryPlays = await t.app.inject({
      method: 'GET',
      url: `/api/wagers/${contest.slug}/${entries[0]!.entry.id}`,
    });
    expect(entryPlays.json()[0].substituteRunner.id).toBe(runners[1]!.id);
  });

  it('scores a late-scratched play as the favorite the administrator marked with the results', async () => {
    const field: RunnerSeed[] = [{ morningLine: '1-1' }, { morningLine: '2-1' }, { morningLine: '9-1' }];
    const { race, runners } = await insertRace(t.database.db, { runners: field });
    const { contestRaces, entries } = await contestWith(2, [race.id], 1);
    const late = await play(entries[0]!, contestRaces[0]!.id, runners[0]!.id);
    await scratch([runners[0]!.id]);
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(
      t.app,
      admin.headers,
      race.id,
      [{ runnerId: runners[2]!.id, payoff: 20 }],
      runners[2]!.id,
    );
    const plays = await playsOf(contestRaces[0]!.id);
    expect(plays.get(late.id)).toMatchObject({ substituteRunner: { id: runners[2]!.id }, payoff: 20 });
  });

  it('updates every contest holding the race, keeping open stakes on the board and bankroll edits', async () => {
    const db = t.database.db;
    const shared = await insertRace(db);
    const later = await insertRace(db);
    const bankroll = await contestWith(1, [shared.race.id, later.race.id], 2);
    const win = await contestWith(2, [shared.race.id], 2);
    const [x, y] = bankroll.entries;
    await play(x!, bankroll.contestRaces[0]!.id, shared.runners[0]!.id, 10);
    await play(x!, bankroll.contestRaces[1]!.id, later.runners[0]!.id, 15);
    await play(y!, bankroll.contestRaces[0]!.id, shared.runners[1]!.id, 10);
    await play(win.entries[1]!, win.contestRaces[0]!.id, shared.runners[0]!.id);
    // An administrator's correction of a bankroll stands: finalize adds to it.
    await db.update(contestPlayers).set({ bankrollCents: 5_000 }).where(eq(contestPlayers.id, y!.entry.id));

    const admin = await signupAdministrator(t.app, db);
    await settleRace(t.app, admin.headers, shared.race.id, [{ runnerId: shared.runners[0]!.id, payoff: 7 }]);
    expect(await standings(bankroll.contest.id)).toEqual([
      [10_000 - 1000 - 1500 + 3500, 10_000 - 1000 + 3500, 1],
      [5_000, 5_000, 2],
    ]);
    expect(await standings(win.contest.id)).toEqual([
      [0, 0, 2],
      [700, 700, 1],
    ]);
    const concluded = await db
      .select({ id: contests.id, concludedAt: contests.concludedAt })
      .from(contests)
      .where(inArray(contests.id, [bankroll.contest.id, win.contest.id]))
      .orderBy(asc(contests.id));
    expect(concluded.map((row) => row.concludedAt !== null)).toEqual([false, true]);
  });
});
