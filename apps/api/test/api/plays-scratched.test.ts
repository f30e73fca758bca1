import type { Play } from '@cj/shared/plays';
import { describe, expect, it } from 'vitest';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  insertPlayer,
  insertRace,
  placePlay,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Every play a player is shown carries whether its runner (and its alternate) is scratched, on every
 * list of plays, so a scratched pick shows at once; after finalize the play says what it was scored as and why.
 */

const t = useTestApp();

const get = async (url: string, account?: TestAccount) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    ...(account ? { headers: account.headers } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Play[];
};

const scratch = (
  admin: TestAccount,
  runner: { id: number; programNumber: string | null; name: string },
  scratched = true,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/runners/${runner.id}`,
    headers: admin.headers,
    payload: { programNumber: runner.programNumber ?? '', name: runner.name, morningLine: '5-1', scratched },
  });

/** A contest with alternates, one race, a player with a play on runner 1 naming runner 5 as its alternate. */
async function playedRace() {
  const db = t.database.db;
  const contest = await insertContest(db, { alternatesEnabled: true });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id);
  const player = await signupAccount(t.app);
  const entry = await insertPlayer(db, contest.id, player.id);
  const placed = await placePlay(t.app, player.headers, contestRace.id, {
    amount: 2,
    runners: [runners[0]!.id],
    alternateRunner: runners[4]!.id,
  });
  expect(placed.statusCode).toBe(201);
  const admin = await signupAdministrator(t.app, db);
  return { contest, race, runners, contestRace, player, entry, admin, play: placed.json() as Play };
}

describe('runner.scratched on every list of plays', () => {
  it('a new play says its runner and alternate run; after a scratch every list the player reads says so', async () => {
    const { contest, runners, contestRace, player, entry, admin, play } = await playedRace();
    expect(play.runner).toEqual({
      id: runners[0]!.id,
      programNumber: '1',
      name: 'Runner 1',
      scratched: false,
    });
    expect(play.alternateRunner).toEqual({
      id: runners[4]!.id,
      programNumber: '5',
      name: 'Runner 5',
      scratched: false,
    });

    expect((await scratch(admin, runners[0]!)).statusCode).toBe(200);
    const lists = [
      `/api/race/${contestRace.id}/wagers/me`,
      `/api/race/${contestRace.id}/wagers`,
      `/api/race/${contestRace.id}/wagers/pinned?players=${entry.id}`,
      `/api/wagers/${contest.slug}/${entry.id}`,
    ];
    for (const url of lists) {
      const [shown] = await get(url, player);
      expect(shown, url).toMatchObject({
        id: play.id,
        runner: { id: runners[0]!.id, scratched: true },
        alternateRunner: { id: runners[4]!.id, scratched: false },
        substituteRunner: null,
        substituteReason: null,
      });
    }

    // The alternate scratched too: the lists say so, and the play will fall back to the favorite.
    expect((await scratch(admin, runners[4]!)).statusCode).toBe(200);
    const [mine] = await get(`/api/race/${contestRace.id}/wagers/me`, player);
    expect(mine?.alternateRunner?.scratched).toBe(true);

    // Unscratched, the pick runs again.
    expect((await scratch(admin, runners[0]!, false)).statusCode).toBe(200);
    const [again] = await get(`/api/race/${contestRace.id}/wagers/me`, player);
    expect(again?.runner.scratched).toBe(false);
  });

  it('the leaderboard’s plays of an entry and a closed race’s plays carry it for everyone', async () => {
    const { contest, race, runners, contestRace, entry, admin } = await playedRace();
    await scratch(admin, runners[0]!);
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    const rival = await signupAccount(t.app);
    for (const [url, viewer] of [
      [`/api/wagers/${contest.slug}/${entry.id}`, undefined],
      [`/api/race/${contestRace.id}/wagers`, rival],
      [`/api/race/${contestRace.id}/wagers/pinned?players=${entry.id}`, undefined],
    ] as const) {
      const [shown] = await get(url, viewer);
      expect(shown?.runner.scratched, url).toBe(true);
    }
  });

  it('after finalize a scratched pick shows the alternate it was scored as, or the post-time favorite', async () => {
    const withAlternate = await playedRace();
    await scratch(withAlternate.admin, withAlternate.runners[0]!);
    await settleRace(t.app, withAlternate.admin.headers, withAlternate.race.id, [
      { runnerId: withAlternate.runners[4]!.id, payoff: 12 },
    ]);
    const [scored] = await get(`/api/race/${withAlternate.contestRace.id}/wagers/me`, withAlternate.player);
    expect(scored).toMatchObject({
      runner: { scratched: true },
      substituteRunner: { id: withAlternate.runners[4]!.id, programNumber: '5', name: 'Runner 5' },
      substituteReason: 'alternate',
      payoff: 12,
    });

    const noAlternate = await playedRace();
    await scratch(noAlternate.admin, noAlternate.runners[0]!);
    await scratch(noAlternate.admin, noAlternate.runners[4]!);
    await settleRace(
      t.app,
      noAlternate.admin.headers,
      noAlternate.race.id,
      [{ runnerId: noAlternate.runners[2]!.id, payoff: 8 }],
      noAlternate.runners[1]!.id,
    );
    const [favorite] = await get(`/api/wagers/${noAlternate.contest.slug}/${noAlternate.entry.id}`);
    expect(favorite).toMatchObject({
      runner: { scratched: true },
      alternateRunner: { scratched: true },
      substituteRunner: { id: noAlternate.runners[1]!.id },
      substituteReason: 'favorite',
      payoff: 0,
    });
  });
});
