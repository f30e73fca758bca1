import { PAGE_SIZE } from '@cj/shared/constants';
import type { Play } from '@cj/shared/plays';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contests } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** Two races in one contest, two players with a play each on race 1 and player A with one on race 2. */
async function twoPlayers(
  hiddenAfterwards: Partial<Pick<typeof contests.$inferInsert, 'isPublic' | 'isPublished'>> = {},
) {
  const db = t.database.db;
  const contest = await insertContest(db);
  const first = await insertRace(db, { race: { postTime: new Date('2030-05-04T18:00:00Z') } });
  const second = await insertRace(db, { race: { postTime: new Date('2030-05-04T19:00:00Z') } });
  // Added in reverse order: lists go by post time, not by insertion.
  const contestRace2 = await addRaceToContest(db, contest.id, second.race.id);
  const contestRace1 = await addRaceToContest(db, contest.id, first.race.id, { maxWagers: 20 });
  const a = await signupAccount(t.app);
  const b = await signupAccount(t.app);
  const entryA = await insertPlayer(db, contest.id, a.id);
  const entryB = await insertPlayer(db, contest.id, b.id);
  for (const [player, runner] of [
    [a, 0],
    [b, 1],
  ] as const) {
    const response = await placePlay(t.app, player.headers, contestRace1.id, {
      amount: 2,
      runners: [first.runners[runner]!.id],
    });
    expect(response.statusCode).toBe(201);
  }
  expect(
    (await placePlay(t.app, a.headers, contestRace2.id, { amount: 3, runners: [second.runners[0]!.id] }))
      .statusCode,
  ).toBe(201);
  if (Object.keys(hiddenAfterwards).length > 0) {
    await db.update(contests).set(hiddenAfterwards).where(eq(contests.id, contest.id));
  }
  const admin = await signupAdministrator(t.app, t.database.db);
  return { contest, first, second, contestRace1, contestRace2, a, b, entryA, entryB, admin };
}

const get = async (url: string, account?: TestAccount) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    ...(account ? { headers: account.headers } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Play[];
};

const players = (list: Play[]) => list.map((wager) => wager.player).sort((x, y) => x - y);

describe('GET /api/race/{contestRaceId}/wagers', () => {
  it('hides other players’ plays until wagering closes, then shows all of them to everyone', async () => {
    const { first, contestRace1, a, b, entryA, entryB, admin } = await twoPlayers();
    const url = `/api/race/${contestRace1.id}/wagers`;
    expect(players(await get(url, a))).toEqual([entryA.id]);
    expect(players(await get(url, b))).toEqual([entryB.id]);
    expect(await get(url)).toEqual([]);
    expect(players(await get(url, admin))).toEqual([entryA.id, entryB.id]);

    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    for (const viewer of [a, b, undefined])
      expect(players(await get(url, viewer))).toEqual([entryA.id, entryB.id]);
  });

  it('pages by 10 with offset', async () => {
    const { first, contestRace1, a, admin } = await twoPlayers();
    for (let i = 0; i < 10; i++) {
      expect(
        (await placePlay(t.app, a.headers, contestRace1.id, { amount: 2, runners: [first.runners[2]!.id] }))
          .statusCode,
      ).toBe(201);
    }
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    const url = `/api/race/${contestRace1.id}/wagers`;
    const page1 = await get(url);
    const page2 = await get(`${url}?offset=10`);
    expect(page1).toHaveLength(PAGE_SIZE.wagers);
    expect(page2).toHaveLength(2);
    expect(new Set([...page1, ...page2].map((wager) => wager.id)).size).toBe(12);
    expect(await get(`${url}?offset=abc`)).toHaveLength(PAGE_SIZE.wagers);
  });

  it('answers [] for unknown or malformed contest races and for contests hidden from the public', async () => {
    const a = await signupAccount(t.app);
    for (const id of ['abc', '99999999999', '2000000000'])
      expect(await get(`/api/race/${id}/wagers`, a)).toEqual([]);
    const hidden = await twoPlayers({ isPublic: false });
    await updateRace(t.app, hidden.admin.headers, hidden.first.race.id, { isWageringClosed: true });
    expect(await get(`/api/race/${hidden.contestRace1.id}/wagers`, hidden.a)).toEqual([]);
    expect(await get(`/api/race/${hidden.contestRace1.id}/wagers`, hidden.admin)).toHaveLength(2);
  });
});

describe('GET /api/race/{contestRaceId}/wagers/me', () => {
  it('lists the caller’s own plays on the contest race, and needs a session', async () => {
    const { contestRace1, contestRace2, a, b, entryA } = await twoPlayers();
    const mine = await get(`/api/race/${contestRace1.id}/wagers/me`, a);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ player: entryA.id, race: contestRace1.id, amount: 2, payoff: null });
    expect(await get(`/api/race/${contestRace2.id}/wagers/me`, b)).toEqual([]);
    expect(await get('/api/race/abc/wagers/me', a)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/race/${contestRace1.id}/wagers/me` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/race/{contestRaceId}/wagers/pinned', () => {
  it('shows pinned entries’ plays: only the caller’s own while open, all once closed', async () => {
    const { first, contestRace1, a, entryA, entryB, admin } = await twoPlayers();
    const url = `/api/race/${contestRace1.id}/wagers/pinned?players=${entryA.id},${entryB.id},abc,999999`;
    expect(players(await get(url, a))).toEqual([entryA.id]);
    expect(await get(url)).toEqual([]);
    expect(players(await get(url, admin))).toEqual([entryA.id, entryB.id]);
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    expect(players(await get(url))).toEqual([entryA.id, entryB.id]);
    expect(players(await get(`/api/race/${contestRace1.id}/wagers/pinned?players=${entryB.id}`))).toEqual([
      entryB.id,
    ]);
    expect(await get(`/api/race/${contestRace1.id}/wagers/pinned`)).toEqual([]);
    expect(await get(`/api/race/${contestRace1.id}/wagers/pinned?players=abc`)).toEqual([]);
  });
});

describe('GET /api/wagers/{contest}/{player}', () => {
  it('lists an entry’s plays by race; plays on open races only for the owner and administrators', async () => {
    const { contest, first, contestRace1, contestRace2, a, b, entryA, admin } = await twoPlayers();
    const bySlug = await get(`/api/wagers/${contest.slug}/${entryA.id}`, a);
    expect(bySlug.map((wager) => wager.race)).toEqual([contestRace1.id, contestRace2.id]);
    expect(await get(`/api/wagers/${contest.id}/${entryA.id}`, admin)).toHaveLength(2);
    expect(await get(`/api/wagers/${contest.id}/${entryA.id}`, b)).toEqual([]);
    expect(await get(`/api/wagers/${contest.id}/${entryA.id}`)).toEqual([]);

    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    const seenByB = await get(`/api/wagers/${contest.slug}/${entryA.id}`, b);
    expect(seenByB.map((wager) => wager.race)).toEqual([contestRace1.id]);
  });

  it('answers [] for unknown contests and entries, an entry of another contest, and hidden contests', async () => {
    const { contest, entryA, a } = await twoPlayers();
    const elsewhere = await twoPlayers({ isPublished: false });
    expect(await get(`/api/wagers/no-such-contest/${entryA.id}`, a)).toEqual([]);
    expect(await get(`/api/wagers/${contest.slug}/abc`, a)).toEqual([]);
    expect(await get(`/api/wagers/${contest.slug}/99999999999`, a)).toEqual([]);
    expect(await get(`/api/wagers/${contest.slug}/${elsewhere.entryA.id}`, elsewhere.a)).toEqual([]);
    expect(await get(`/api/wagers/${elsewhere.contest.slug}/${elsewhere.entryA.id}`, elsewhere.a)).toEqual(
      [],
    );
    expect(
      await get(`/api/wagers/${elsewhere.contest.slug}/${elsewhere.entryA.id}`, elsewhere.admin),
    ).toHaveLength(2);
  });
});
