import { RECORD_CHART_FINISHES } from '@cj/shared/constants';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import type { PlayerRecord, RatingRow } from '@cj/shared/ratings';
import { rankPlayers } from '@cj/shared/rules/ranking';
import { rating, ratings } from '@cj/shared/rules/rating';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts as accountsTable } from '../../src/db/schema/accounts';
import { playerRatings } from '../../src/db/schema/scoring';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  cancelWinContest,
  insertPlayer,
  insertPlayers,
  insertRace,
  settleRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
afterEach(() => {
  t.clock.now = new Date();
});

const ACCOUNTS = 5;

const contestArb = fc.record({
  entries: fc.array(fc.record({ account: fc.nat(ACCOUNTS - 1), dollars: fc.nat(4) }), {
    minLength: 1,
    maxLength: 6,
  }),
  concluded: fc.boolean(),
  counts: fc.constantFrom('yes', 'yes', 'yes', 'cancelled', 'private', 'draft'),
});
type ContestSpec = ReturnType<typeof contestArb.generate>['value'];

/** A Win contest of the entries (leaderboard bankrolls in whole dollars), its first race finalized. */
async function playContest(
  spec: ContestSpec,
  accountIds: readonly number[],
  admin: { authorization: string },
) {
  const db = t.database.db;
  const contest = await insertContest(db, {
    format: 2,
    isCancelled: spec.counts === 'cancelled',
    isPublic: spec.counts !== 'private',
    isPublished: spec.counts !== 'draft',
  });
  const first = await insertRace(db);
  await addRaceToContest(db, contest.id, first.race.id);
  if (!spec.concluded) await addRaceToContest(db, contest.id, (await insertRace(db)).race.id);
  const numbers = new Map<number, number>();
  const entries = [];
  for (const entry of spec.entries) {
    const entryNumber = (numbers.get(entry.account) ?? 0) + 1;
    numbers.set(entry.account, entryNumber);
    const cents = entry.dollars * 100;
    const row = await insertPlayer(db, contest.id, accountIds[entry.account]!, {
      entryNumber,
      bankrollCents: cents,
      leaderboardBankrollCents: cents,
    });
    entries.push({ id: row.id, account: accountIds[entry.account]!, leaderboardBankrollCents: cents });
  }
  await settleRace(t.app, admin, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 4 }]);
  return { contest, entries };
}

const record = (playerId: number | string, offset?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/players/${playerId}/record${offset === undefined ? '' : `?offset=${offset}`}`,
  });

describe('the rating', () => {
  it('stored for every account after each finalize, as the reference computes it over random contests', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    await fc.assert(
      fc.asyncProperty(fc.array(contestArb, { minLength: 1, maxLength: 4 }), async (specs) => {
        const accountIds = (await insertPlayers(t.database.db, ACCOUNTS)).map((account) => account.id);
        const rated = [];
        for (const spec of specs) {
          const { entries } = await playContest(spec, accountIds, admin.headers);
          if (spec.concluded && spec.counts === 'yes') rated.push({ entries: rankPlayers(entries) });
        }
        const expected = ratings(rated);
        const stored = await t.database.db
          .select()
          .from(playerRatings)
          .where(inArray(playerRatings.accountId, accountIds));
        expect(
          new Map(
            stored.map((row) => [row.accountId, { rating: row.rating, ratedEntries: row.ratedEntries }]),
          ),
        ).toEqual(expected);
      }),
      { numRuns: 4, seed: 15 },
    );
  });

  it('shows on the record and the ratings list; a contest cancelled after it concluded stops counting', async () => {
    const db = t.database.db;
    const admin = await signupAdministrator(t.app, db);
    const [ada, bob] = await insertPlayers(db, 2);
    await db
      .update(accountsTable)
      .set({ firstName: 'Ada', lastName: 'lovelace', isLocked: true })
      .where(inArray(accountsTable.id, [ada!.id]));
    const ids = [ada!.id, bob!.id];
    const played = [];
    for (const bobDollars of [1, 1, 3]) {
      const entries = [
        { account: 0, dollars: 3 },
        { account: 1, dollars: bobDollars },
      ];
      played.push(await playContest({ entries, concluded: true, counts: 'yes' }, ids, admin.headers));
    }
    // Ada: first, first, tied first (p = 1 each): round(1000 × 5.5 / 8) = 688. Bob: 0, 0, 1: 438.
    const adaRecord = await record(played[0]!.entries[0]!.id);
    expect(adaRecord.statusCode).toBe(200);
    const body = adaRecord.json() as PlayerRecord;
    expect(body).toMatchObject({ name: 'Ada L.', rating: 688, ratedEntries: 3 });
    expect(body.rating).toBe(rating([1, 1, 1].map(() => ({ rank: 1, entries: 2 }))));
    expect(body.contests.map((contest) => contest.contestId)).toEqual(
      played.map(({ contest }) => contest.id).reverse(),
    );
    expect(body.contests[0]).toMatchObject({
      rank: 1,
      entries: 2,
      leaderboardBankroll: 3,
      status: 'unofficial',
    });
    expect(JSON.stringify(body)).not.toMatch(/@|accountId/);
    // The chart's finishes: every rated one, oldest first, on every page of the record.
    const chartFinishes = played.map(({ contest }) => ({ contestId: contest.id, rank: 1, entries: 2 }));
    expect(body.finishes).toMatchObject(chartFinishes);
    expect(((await record(played[0]!.entries[0]!.id, 20)).json() as PlayerRecord).finishes).toMatchObject(
      chartFinishes,
    );

    const newest = new Set(played[2]!.entries.map((entry) => entry.id));
    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/ratings' })).json() as RatingRow[])
        .filter((row) => newest.has(row.playerId))
        .map((row) => [row.name, row.rating, row.ratedEntries]);
    expect(await listed()).toEqual([
      ['Ada L.', 688, 3],
      [expect.any(String), 438, 3],
    ]);

    const cancelled = await cancelWinContest(t.app, admin.headers, played[0]!.contest);
    expect(cancelled.statusCode).toBe(200);
    // Ada: 1, 1 → round(1000 × 4.5 / 7) = 643, off the list with 2 rated entries; the cancelled contest leaves the record.
    const after = (await record(played[2]!.entries[0]!.id)).json() as PlayerRecord;
    expect(after).toMatchObject({ rating: 643, ratedEntries: 2 });
    expect(after.contests).toHaveLength(2);
    expect(after.finishes.map((finish) => finish.contestId)).toEqual(
      played.slice(1).map(({ contest }) => contest.id),
    );
    expect(await listed()).toEqual([]);
  });

  it('numbers the list by rating: equal ratings share a position, on every page', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const ids = (await insertPlayers(t.database.db, 3)).map((account) => account.id);
    let newest: Awaited<ReturnType<typeof playContest>> | undefined;
    for (let i = 0; i < 3; i += 1) {
      // The first two accounts tie for first every time; the third is last.
      const entries = [
        { account: 0, dollars: 3 },
        { account: 1, dollars: 3 },
        { account: 2, dollars: 1 },
      ];
      newest = await playContest({ entries, concluded: true, counts: 'yes' }, ids, admin.headers);
    }
    const page = async (offset: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/ratings?offset=${offset}` })).json() as RatingRow[];
    const everyRow: RatingRow[] = [];
    for (let rows = await page(0); rows.length > 0; rows = await page(everyRow.length))
      everyRow.push(...rows);

    expect(everyRow.map((row) => row.position)).toEqual(
      everyRow.map((row) => 1 + everyRow.filter((other) => other.rating > row.rating).length),
    );
    const ours = newest!.entries.map((entry) => everyRow.findIndex((row) => row.playerId === entry.id));
    const [first, second, last] = ours.map((index) => everyRow[index]!);
    expect(second!.position).toBe(first!.position);
    expect(last!.position).toBeGreaterThanOrEqual(first!.position + 2);
    // A page that starts at the second of the tied pair still gives it the shared position.
    const fromSecond = await page(Math.max(ours[0]!, ours[1]!));
    expect(fromSecond[0]!.position).toBe(first!.position);
  });

  it(`charts the newest ${RECORD_CHART_FINISHES} rated finishes, oldest first, whatever page of contests is asked`, async () => {
    const db = t.database.db;
    const [player, rival] = await insertPlayers(db, 2);
    const day = 86_400_000;
    const concluded = [];
    for (let i = 0; i <= RECORD_CHART_FINISHES; i += 1) {
      const contest = await insertContest(db, {
        startTime: new Date(Date.UTC(2026, 0, 1) + i * day),
        concludedAt: new Date(Date.UTC(2026, 0, 1) + i * day),
      });
      concluded.push(contest.id);
      await insertPlayer(db, contest.id, player!.id, { rank: 1 + (i % 2) });
      await insertPlayer(db, contest.id, rival!.id, { rank: 2 - (i % 2) });
    }
    // Not rated: a contest not concluded yet, and one of a single entry.
    const running = await insertContest(db, { startTime: new Date(Date.UTC(2026, 6, 1)) });
    await insertPlayer(db, running.id, player!.id, { rank: 1 });
    await insertPlayer(db, running.id, rival!.id, { rank: 2 });
    const alone = await insertContest(db, { concludedAt: new Date(Date.UTC(2026, 6, 2)) });
    const newest = await insertPlayer(db, alone.id, player!.id, { rank: 1 });

    for (const offset of [0, 60]) {
      const body = (await record(newest.id, offset)).json() as PlayerRecord;
      expect(body.finishes.map((finish) => finish.contestId)).toEqual(concluded.slice(1));
      expect(body.finishes.at(-1)).toMatchObject({
        rank: 1,
        entries: 2,
        startTime: '2026-04-11T00:00:00.000Z',
      });
    }
  });

  it('answers 404 for an unknown or malformed player and for an entry of a contest not shown', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '2000000000']) {
      const missing = await record(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(PLAYER_MESSAGES.playerNotFound);
    }
    const db = t.database.db;
    const [account] = await insertPlayers(db, 1);
    const hidden = await insertContest(db, { isPublic: false });
    const entry = await insertPlayer(db, hidden.id, account!.id);
    expect((await record(entry.id)).statusCode).toBe(404);
    const shown = await insertContest(db);
    const listed = await insertPlayer(db, shown.id, account!.id);
    expect((await record(listed.id, 5)).json()).toMatchObject({
      rating: 500,
      ratedEntries: 0,
      finishes: [],
      contests: [],
    });
  });
});
