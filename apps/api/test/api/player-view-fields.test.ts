import type { ContestSummary, MyContestSummary, PublicContestSummary } from '@cj/shared/contests';
import { PrizeType } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prizes } from '../../src/db/schema/contests';
import { races, tracks } from '../../src/db/schema/races';
import { addMinutes } from '../../src/lib/time';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace, placePlay } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const getJson = async <T>(url: string, account?: TestAccount): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

const hoursFromNow = (hours: number) => addMinutes(t.clock.now, hours * 60);

async function closeRace(raceId: number) {
  await t.database.db.update(races).set({ isWageringClosed: true }).where(eq(races.id, raceId));
}

async function setTrackTimezone(trackId: number, timezone: string) {
  await t.database.db.update(tracks).set({ timezone }).where(eq(tracks.id, trackId));
}

/** A WinBankroll contest of three races (Race 1 closes first), and one player's entry with a play on each. */
async function contestWithPlays() {
  const db = t.database.db;
  const contest = await insertContest(db, { startTime: hoursFromNow(1) });
  const raceRows = [];
  for (const [index, hours] of [1, 2, 3].entries()) {
    const seeded = await insertRace(db, { race: { raceNumber: index + 1, postTime: hoursFromNow(hours) } });
    const contestRace = await addRaceToContest(db, contest.id, seeded.race.id);
    raceRows.push({ ...seeded, contestRace });
  }
  const player = await signupAccount(t.app);
  const entry = await insertPlayer(db, contest.id, player.id, { rank: 1 });
  for (const { contestRace, runners } of raceRows) {
    const placed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 5,
      runners: [runners[1]!.id],
    });
    expect(placed.statusCode).toBe(201);
  }
  await closeRace(raceRows[0]!.race.id);
  return { contest, races: raceRows, player, entry };
}

describe('Player.hiddenPlays', () => {
  it('counts the plays others cannot see yet (open races), 0 for the owner and administrators', async () => {
    const { contest, player, entry } = await contestWithPlays();
    const other = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    const hiddenFor = async (viewer?: TestAccount) => {
      const board = await getJson<Player[]>(`/api/contest/${contest.id}/players`, viewer);
      const pinned = await getJson<Player[]>(
        `/api/contest/${contest.id}/players/pinned?players=${entry.id}`,
        viewer,
      );
      expect(pinned[0]!.hiddenPlays).toBe(board[0]!.hiddenPlays);
      return board[0]!.hiddenPlays;
    };
    expect(await hiddenFor()).toBe(2);
    expect(await hiddenFor(other)).toBe(2);
    expect(await hiddenFor(player)).toBe(0);
    expect(await hiddenFor(admin)).toBe(0);
    const mine = await getJson<Player[]>(`/api/contest/${contest.id}/players/me`, player);
    expect(mine[0]!.hiddenPlays).toBe(0);
  });

  it('reveals nothing else: others get the count and the closed race’s play only', async () => {
    const { contest, races: raceRows, entry } = await contestWithPlays();
    const other = await signupAccount(t.app);
    const [row] = await getJson<Player[]>(`/api/contest/${contest.id}/players`, other);
    expect(Object.keys(row!).sort()).toEqual(
      [
        'account',
        'bankroll',
        'contestID',
        'hiddenPlays',
        'id',
        'leaderboardBankroll',
        'name',
        'nowRunning',
        'picksLeft',
        'rank',
      ].sort(),
    );
    expect(row!.account).toBeNull();
    // The horse running for the entry is the closed race's: its open races' picks stay hidden.
    expect(row!.nowRunning).toEqual({
      raceNumber: 1,
      runner: { programNumber: '2', name: 'Runner 2', scratched: false },
    });
    const plays = await getJson<Play[]>(`/api/wagers/${contest.id}/${entry.id}`, other);
    expect(plays.map((play) => play.race)).toEqual([raceRows[0]!.contestRace.id]);
  });

  it('drops to 0 once every race has closed', async () => {
    const { contest, races: raceRows } = await contestWithPlays();
    for (const { race } of raceRows) await closeRace(race.id);
    const [row] = await getJson<Player[]>(`/api/contest/${contest.id}/players`);
    expect(row!.hiddenPlays).toBe(0);
  });
});

describe('ContestSummary.timezone', () => {
  it("is the timezone of the first race's track, null for a contest without races", async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { startTime: hoursFromNow(5) });
    const later = await insertRace(db, { race: { postTime: hoursFromNow(7) } });
    const first = await insertRace(db, { race: { postTime: hoursFromNow(6) } });
    await setTrackTimezone(first.track.id, 'America/Los_Angeles');
    await addRaceToContest(db, contest.id, later.race.id);
    await addRaceToContest(db, contest.id, first.race.id);
    const bare = await insertContest(db, { startTime: hoursFromNow(5) });
    const list = await getJson<ContestSummary[]>('/api/upcoming/contests');
    expect(list.find((row) => row.id === contest.id)?.timezone).toBe('America/Los_Angeles');
    expect(list.find((row) => row.id === bare.id)?.timezone).toBeNull();
  });
});

describe('the public lists: entries and prizes', () => {
  it('count the entries, the prizes, and the cash among them', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { startTime: hoursFromNow(5) });
    for (const player of await insertPlayers(db, 2)) await insertPlayer(db, contest.id, player.id);
    await db.insert(prizes).values([
      { contestId: contest.id, placement: 1, type: PrizeType.Cash, valueCents: 50_000 },
      { contestId: contest.id, placement: 2, type: PrizeType.Cash, valueCents: 12_550 },
      { contestId: contest.id, placement: 3, type: PrizeType.Merchandise, valueCents: 9_900 },
    ]);
    const bare = await insertContest(db, { startTime: hoursFromNow(5) });
    const list = await getJson<PublicContestSummary[]>('/api/upcoming/contests');
    expect(list.find((row) => row.id === contest.id)).toMatchObject({
      entries: 2,
      prizes: { count: 3, cash: 625.5 },
    });
    expect(list.find((row) => row.id === bare.id)).toMatchObject({
      entries: 0,
      prizes: { count: 0, cash: 0 },
    });
  });
});

describe('My Contests: standing and next race', () => {
  it("gives the account's best entry, its entry count and the next race still open", async () => {
    const { contest, races: raceRows, player, entry } = await contestWithPlays();
    await insertPlayer(t.database.db, contest.id, player.id, {
      entryNumber: 2,
      rank: 2,
      bankrollCents: 4000,
      leaderboardBankrollCents: 4000,
    });
    await setTrackTimezone(raceRows[1]!.track.id, 'America/Chicago');
    const [mine] = await getJson<MyContestSummary[]>('/api/contests/upcoming', player);
    expect(mine).toMatchObject({
      id: contest.id,
      status: 'live',
      standing: { rank: entry.rank, leaderboardBankroll: 100, entries: 2 },
      nextRace: {
        raceNumber: 2,
        postTime: raceRows[1]!.race.postTime.toISOString(),
        timezone: 'America/Chicago',
      },
    });
  });

  it("counts the best entry's picked races and names the unpicked open race that closes first", async () => {
    const db = t.database.db;
    for (const picksLockAt of ['each-race', 'first-race'] as const) {
      const contest = await insertContest(db, { startTime: hoursFromNow(1), picksLockAt });
      const raceRows = [];
      for (const [index, hours] of [1, 2, 3].entries()) {
        const seeded = await insertRace(db, {
          race: { raceNumber: index + 1, postTime: hoursFromNow(hours) },
        });
        raceRows.push({ ...seeded, contestRace: await addRaceToContest(db, contest.id, seeded.race.id) });
      }
      const player = await signupAccount(t.app);
      await insertPlayer(db, contest.id, player.id, { rank: 1 });
      const [, second] = raceRows;
      const placed = await placePlay(t.app, player.headers, second!.contestRace.id, {
        amount: 5,
        runners: [second!.runners[1]!.id],
      });
      expect(placed.statusCode).toBe(201);
      const [mine] = await getJson<MyContestSummary[]>('/api/contests/upcoming', player);
      // Each race closes at its own post time; in Pick & Pray every pick closes with the first race.
      expect(mine!.picks).toEqual({
        picked: 1,
        total: 3,
        nextUnpicked: {
          raceNumber: 1,
          closesAt: raceRows[0]!.race.postTime.toISOString(),
          timezone: raceRows[0]!.track.timezone,
        },
      });
      await closeRace(raceRows[0]!.race.id);
      const [after] = await getJson<MyContestSummary[]>('/api/contests/upcoming', player);
      expect(after!.picks.nextUnpicked).toEqual(
        picksLockAt === 'each-race'
          ? {
              raceNumber: 3,
              closesAt: raceRows[2]!.race.postTime.toISOString(),
              timezone: raceRows[2]!.track.timezone,
            }
          : null,
      );
    }
  });

  it('has no next race once every race is closed', async () => {
    const { races: raceRows, player } = await contestWithPlays();
    for (const { race } of raceRows) await closeRace(race.id);
    const [mine] = await getJson<MyContestSummary[]>('/api/contests/upcoming', player);
    expect(mine!.nextRace).toBeNull();
    expect(mine!.standing.entries).toBe(1);
  });
});
