import { PAGE_SIZE } from '@cj/shared/constants';
import type { Player } from '@cj/shared/players';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { contestPlayers } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount, uniqueEmail } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });

const players = async (url: string, account?: TestAccount) => {
  const response = await get(url, account);
  expect(response.statusCode, url).toBe(200);
  return response.json() as Player[];
};

/** Entries of accounts made for the purpose, with these leaderboard bankrolls (cents) and their ranks. */
async function insertEntries(contestId: number, leaderboardCents: readonly number[]) {
  const owners = await t.database.db
    .insert(accounts)
    .values(
      leaderboardCents.map((_, index) => ({
        firstName: 'Entry',
        lastName: `Owner${index}`,
        email: uniqueEmail('owner'),
        passwordHash: 'not-a-real-hash',
      })),
    )
    .returning({ id: accounts.id });
  return t.database.db
    .insert(contestPlayers)
    .values(
      leaderboardCents.map((cents, index) => ({
        contestId,
        accountId: owners[index]!.id,
        name: `Entry ${index}`,
        rank: 1 + leaderboardCents.filter((other) => other > cents).length,
        bankrollCents: cents,
        leaderboardBankrollCents: cents,
      })),
    )
    .returning();
}

const enroll = async (contestId: number, account: TestAccount) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/contest/${contestId}/enroll`,
    headers: account.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Player;
};

describe('GET /api/contest/{id}/players', () => {
  it('pages the leaderboard 10 at a time by leaderboard bankroll, ties by entry id', async () => {
    const contest = await insertContest(t.database.db);
    const bankrolls = Array.from({ length: 23 }, (_, index) => ((index * 7) % 5) * 1_000 + 50);
    const entries = await insertEntries(contest.id, bankrolls);
    const expected = [...entries]
      .sort((a, b) => b.leaderboardBankrollCents - a.leaderboardBankrollCents || a.id - b.id)
      .map((entry) => entry.id);

    const pages = [
      await players(`/api/contest/${contest.id}/players`),
      await players(`/api/contest/${contest.slug}/players?offset=10`),
      await players(`/api/contest/${contest.id}/players?offset=20`),
      await players(`/api/contest/${contest.id}/players?offset=30`),
    ];
    expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE.players, PAGE_SIZE.players, 3, 0]);
    expect(pages.flat().map((player) => player.id)).toEqual(expected);

    const first = pages[0]![0]!;
    const top = entries.find((entry) => entry.id === first.id)!;
    expect(first).toEqual({
      id: top.id,
      contestID: contest.id,
      name: top.name,
      rank: 1,
      bankroll: top.bankrollCents / 100,
      leaderboardBankroll: top.leaderboardBankrollCents / 100,
      hiddenPlays: 0,
      picksLeft: 0,
      nowRunning: null,
      account: null,
    });
    expect(pages.flat().map((player) => player.rank)).toEqual(
      [...bankrolls]
        .sort((a, b) => b - a)
        .map((cents) => 1 + bankrolls.filter((other) => other > cents).length),
    );
  });

  it('shows the account behind an entry only to its owner and to administrators', async () => {
    const contest = await insertContest(t.database.db);
    const others = await insertEntries(contest.id, [5_000, 20_000]);
    const owner = await signupAccount(t.app, { firstName: 'Irad', lastName: 'Ortiz' });
    const own = await enroll(contest.id, owner);
    const admin = await signupAdministrator(t.app, t.database.db);
    const stranger = await signupAccount(t.app);

    const accountsSeen = async (caller?: TestAccount) =>
      Object.fromEntries(
        (await players(`/api/contest/${contest.id}/players`, caller)).map((player) => [
          player.id,
          player.account?.email ?? null,
        ]),
      );
    expect(await accountsSeen()).toEqual({ [own.id]: null, [others[0]!.id]: null, [others[1]!.id]: null });
    expect(await accountsSeen(stranger)).toEqual({
      [own.id]: null,
      [others[0]!.id]: null,
      [others[1]!.id]: null,
    });
    expect(await accountsSeen(owner)).toEqual({
      [own.id]: owner.email,
      [others[0]!.id]: null,
      [others[1]!.id]: null,
    });
    const forAdmin = await accountsSeen(admin);
    expect(Object.values(forAdmin).every((email) => typeof email === 'string')).toBe(true);
  });

  it('answers an empty list for unknown contests and, to non-administrators, hidden ones', async () => {
    const hidden = await insertContest(t.database.db, { isPublished: false });
    await insertEntries(hidden.id, [100, 200]);
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const key of ['no-such-contest', 'abc', '99999999999', '0']) {
      expect(await players(`/api/contest/${key}/players`), key).toEqual([]);
    }
    expect(await players(`/api/contest/${hidden.id}/players`)).toEqual([]);
    expect(await players(`/api/contest/${hidden.slug}/players`, player)).toEqual([]);
    expect(await players(`/api/contest/${hidden.slug}/players`, admin)).toHaveLength(2);
  });

  it('reads an unreadable offset as the first page', async () => {
    const contest = await insertContest(t.database.db);
    const [entry] = await insertEntries(contest.id, [300]);
    for (const offset of ['abc', '-5', '1.5', '99999999999', '']) {
      const page = await players(`/api/contest/${contest.id}/players?offset=${offset}`);
      expect(
        page.map((player) => player.id),
        offset,
      ).toEqual([entry!.id]);
    }
    expect(await players(`/api/contest/${contest.id}/players?offset=10000000`)).toEqual([]);
  });
});

describe('GET /api/contest/{id}/players/pinned', () => {
  it('answers the named entries of this contest in leaderboard order, ignoring the rest', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const [low, high, middle] = await insertEntries(contest.id, [100, 900, 500]);
    const [elsewhere] = await insertEntries(other.id, [1_000]);
    const url = `/api/contest/${contest.slug}/players/pinned?players=${low!.id},${elsewhere!.id},abc,,${high!.id},${middle!.id},${low!.id},-4,99999999999`;
    const pinned = await players(url);
    expect(pinned.map((player) => player.id)).toEqual([high!.id, middle!.id, low!.id]);
    expect(pinned.every((player) => player.account === null)).toBe(true);
  });

  it('shows the account of a pinned entry to its owner only', async () => {
    const contest = await insertContest(t.database.db);
    const owner = await signupAccount(t.app);
    const own = await enroll(contest.id, owner);
    const [other] = await insertEntries(contest.id, [1]);
    const pinned = await players(
      `/api/contest/${contest.id}/players/pinned?players=${own.id},${other!.id}`,
      owner,
    );
    expect(pinned.map((player) => [player.id, player.account?.id ?? null])).toEqual([
      [own.id, owner.id],
      [other!.id, null],
    ]);
  });

  it('answers an empty list for no ids, an unknown contest or a hidden one', async () => {
    const contest = await insertContest(t.database.db);
    const [entry] = await insertEntries(contest.id, [100]);
    expect(await players(`/api/contest/${contest.id}/players/pinned`)).toEqual([]);
    expect(await players(`/api/contest/${contest.id}/players/pinned?players=`)).toEqual([]);
    expect(await players(`/api/contest/nope/players/pinned?players=${entry!.id}`)).toEqual([]);
    const hidden = await insertContest(t.database.db, { isPublic: false });
    const [hiddenEntry] = await insertEntries(hidden.id, [100]);
    expect(await players(`/api/contest/${hidden.id}/players/pinned?players=${hiddenEntry!.id}`)).toEqual([]);
  });
});

describe('GET /api/contest/{id}/players/me', () => {
  it('answers my entries with my account', async () => {
    const contest = await insertContest(t.database.db, { maxEntries: 2 });
    await insertEntries(contest.id, [100_000]);
    const player = await signupAccount(t.app, { firstName: 'Flavien', lastName: 'Prat' });
    const first = await enroll(contest.id, player);
    const second = await enroll(contest.id, player);
    const mine = await players(`/api/contest/${contest.slug}/players/me`, player);
    expect(mine.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(mine[0]!.account).toEqual({
      id: player.id,
      firstName: 'Flavien',
      lastName: 'Prat',
      email: player.email,
    });
  });

  it('answers an empty list without entries or for an unknown contest', async () => {
    const contest = await insertContest(t.database.db);
    const player = await signupAccount(t.app);
    expect(await players(`/api/contest/${contest.id}/players/me`, player)).toEqual([]);
    expect(await players('/api/contest/unknown/players/me', player)).toEqual([]);
  });

  it('requires a session', async () => {
    const contest = await insertContest(t.database.db);
    expect((await get(`/api/contest/${contest.id}/players/me`)).statusCode).toBe(401);
  });
});

describe('GET /api/contest/{id}/player-count', () => {
  it('counts the entries of the contest', async () => {
    const contest = await insertContest(t.database.db);
    expect((await get(`/api/contest/${contest.id}/player-count`)).json()).toEqual({ count: 0 });
    await insertEntries(contest.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const response = await get(`/api/contest/${contest.slug}/player-count`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 12 });
  });

  it('answers "Contest not found." for unknown contests and, to non-administrators, hidden ones', async () => {
    const hidden = await insertContest(t.database.db, { isPublished: false });
    await insertEntries(hidden.id, [1, 2]);
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const [key, caller] of [
      ['abc', undefined],
      ['99999999999', undefined],
      [String(hidden.id), undefined],
      [hidden.slug, player],
    ] as const) {
      const response = await get(`/api/contest/${key}/player-count`, caller);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
    expect((await get(`/api/contest/${hidden.id}/player-count`, admin)).json()).toEqual({ count: 2 });
  });
});
