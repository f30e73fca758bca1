import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerRatings, ratingRefreshRequests } from '../../src/db/schema/scoring';
import { refreshRatingsIfRequested, requestRatings } from '../../src/modules/ratings/service';
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

// The ratings job runs only when a test runs it: what a finalize leaves for after its commit shows.
const t = useTestApp({ ratingsRefresh: { mode: 'manual' } });

const waiting = async () => (await t.database.db.select({ n: count() }).from(ratingRefreshRequests))[0]!.n;
const stored = () => t.database.db.select().from(playerRatings).orderBy(playerRatings.accountId);

/** A public, published Win contest of one race and two entries (first and second), its race not yet finalized. */
async function twoEntryContest() {
  const db = t.database.db;
  const contest = await insertContest(db, { format: 2, isPublic: true, isPublished: true });
  const { race, runners } = await insertRace(db);
  await addRaceToContest(db, contest.id, race.id);
  const [first, second] = await insertPlayers(db, 2);
  await insertPlayer(db, contest.id, first!.id, { bankrollCents: 300, leaderboardBankrollCents: 300 });
  await insertPlayer(db, contest.id, second!.id, { bankrollCents: 100, leaderboardBankrollCents: 100 });
  return { contest, race, runners, accountIds: [first!.id, second!.id] };
}

describe('the ratings refresh after a finalize (decision 031)', () => {
  it('is asked for in the concluding finalize and done by the job after its commit, once', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const { race, runners, accountIds } = await twoEntryContest();
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4 }]);

    // Committed and answered: the contest concluded, the refresh waits for the job.
    expect(await waiting()).toBe(1);
    expect(await stored()).toEqual([]);

    await t.app.ctx.ratingsRefresh.runOnce();
    expect(await waiting()).toBe(0);
    // First of 2 (p = 1): round(1000 × 3.5 / 6) = 583; second (p = 0): round(1000 × 2.5 / 6) = 417.
    expect(await stored()).toEqual([
      { accountId: accountIds[0], rating: 583, ratedEntries: 1 },
      { accountId: accountIds[1], rating: 417, ratedEntries: 1 },
    ]);
  });

  it('runs once for requests taken by two runs at the same time (two instances)', async () => {
    const db = t.database.db;
    await requestRatings(db, new Date());
    await requestRatings(db, new Date());
    const runs = await Promise.all([refreshRatingsIfRequested(db), refreshRatingsIfRequested(db)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await waiting()).toBe(0);
    // Nothing asked for: nothing done.
    expect(await refreshRatingsIfRequested(db)).toBe(false);
  });

  it("is asked for when an administrator's change to a concluded contest changes who counts", async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const { contest, race, runners } = await twoEntryContest();
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4 }]);
    await t.app.ctx.ratingsRefresh.runOnce();
    const before = await stored();

    const cancelled = await cancelWinContest(t.app, admin.headers, contest);
    expect(cancelled.statusCode).toBe(200);
    expect(await waiting()).toBe(1);
    expect(await stored()).toEqual(before);

    await t.app.ctx.ratingsRefresh.runOnce();
    expect((await stored()).length).toBeLessThan(before.length);
  });

  it('is asked for only when a change to a concluded contest makes it start or stop counting', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const { contest, race, runners } = await twoEntryContest();
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4 }]);
    await t.app.ctx.ratingsRefresh.runOnce();
    const save = async (flags: { isPublished: boolean; isPublic: boolean; isCancelled: boolean }) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/contest/${contest.id}`,
        headers: admin.headers,
        payload: {
          name: contest.name,
          slug: contest.slug,
          startTime: contest.startTime.toISOString(),
          startingBankroll: 100,
          format: 2,
          ...flags,
        },
      });
      expect(saved.statusCode).toBe(200);
      const asked = await waiting();
      await t.app.ctx.ratingsRefresh.runOnce();
      return asked;
    };

    // Counted → cancelled: stops counting. Cancelled and private, then private alone: still not counted.
    expect(await save({ isPublished: true, isPublic: true, isCancelled: true })).toBe(1);
    expect(await save({ isPublished: true, isPublic: false, isCancelled: true })).toBe(0);
    expect(await save({ isPublished: true, isPublic: false, isCancelled: false })).toBe(0);
    // Public again: counts again.
    expect(await save({ isPublished: true, isPublic: true, isCancelled: false })).toBe(1);
  });
});
