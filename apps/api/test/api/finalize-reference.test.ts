import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { type SubstituteReason, scoredRunnerWithAlternate } from '@cj/shared/rules/alternates';
import type { FavoriteCandidate } from '@cj/shared/rules/favorite';
import { cappedPlayReturnCents, isPayoffCapped } from '@cj/shared/rules/payout-cap';
import { arePicksOpen, type PicksLockAt } from '@cj/shared/rules/picks-lock';
import { rankPlayers } from '@cj/shared/rules/ranking';
import { playerBankrolls, type WinResult } from '@cj/shared/rules/scoring';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { runners as runnersTable } from '../../src/db/schema/races';
import { SeededRandom } from '../../src/db/seed/random';
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
 * The SQL scoring engine against the pure game rules (packages/shared/src/rules): random race cards, contests of
 * both formats sharing races, with or without alternates, a payout cap and Pick & Pray; random plays (some
 * naming alternates, some removed), late scratches (alternates too), marked favorites, dead heats and repeated
 * results; after every finalize, each play's payoff, substitute, reason and capped payoff and each entry's
 * bankroll, leaderboard bankroll and rank must equal what the reference computes from scratch. Between races each
 * entry tries one more play: a Pick & Pray contest refuses it once its first race has closed.
 */

const t = useTestApp();

const STARTING_BANKROLL_CENTS = 10_000;
const MORNING_LINES = ['2-1', '5-2', '3-1', '9-2', '5-1', '2-1', '8-1', '', '15-1'];
const STAKES = [2, 3.33, 5, 10, 25.5];
/** Payout caps in cents: none, $10 and $25 (payoffs run from $2.10 to $60, so caps often bite). */
const CAPS = [null, 1_000, 2_500];

interface ModelRace {
  id: number;
  runners: FavoriteCandidate<number>[];
  favoriteRunnerId: number | null;
  winResults: WinResult<number>[];
  finalized: boolean;
}

interface ModelEntry {
  id: number;
  contestId: number;
  headers: { authorization: string };
  bankrollCents: number;
}

interface ModelPlay {
  id: number;
  entryId: number;
  race: ModelRace;
  runnerId: number;
  alternateId: number | null;
  stakeCents: number;
  capCents: number | null;
}

interface ModelContest {
  id: number;
  format: ContestFormat;
  alternatesEnabled: boolean;
  capCents: number | null;
  picksLockAt: PicksLockAt;
  /** In contest race order; the first is the contest's first race (the earliest post time). */
  races: { race: ModelRace; contestRaceId: number }[];
  entries: ModelEntry[];
}

async function buildScenario(random: SeededRandom) {
  const db = t.database.db;
  const races: ModelRace[] = [];
  for (let i = 0; i < 3; i++) {
    const { race, runners } = await insertRace(db, {
      race: { raceNumber: i + 1, postTime: new Date(Date.UTC(2030, 4, 4, 17 + i)) },
      runners: Array.from({ length: 6 }, () => ({ morningLine: random.pick(MORNING_LINES) })),
    });
    races.push({
      id: race.id,
      runners: runners.map((runner) => ({
        id: runner.id,
        programNumber: runner.programNumber ?? '',
        morningLine: runner.morningLine,
        scratched: false,
      })),
      favoriteRunnerId: null,
      winResults: [],
      finalized: false,
    });
  }
  const contests: ModelContest[] = [];
  for (const format of [ContestFormat.WinBankroll, ContestFormat.Win, ContestFormat.WinBankroll]) {
    // The third contest always has every format (alternates, a $10 cap, Pick & Pray); the others at random.
    const every = contests.length === 2;
    const rules = {
      alternatesEnabled: every || random.chance(0.7),
      capCents: every ? 1_000 : random.pick(CAPS),
      picksLockAt: every ? 'first-race' : random.pick<PicksLockAt>(['each-race', 'first-race']),
    };
    const contest = await insertContest(db, {
      format,
      startingBankrollCents: STARTING_BANKROLL_CENTS,
      alternatesEnabled: rules.alternatesEnabled,
      winPayoutCapCents: rules.capCents,
      picksLockAt: rules.picksLockAt,
    });
    // The first race is in both contests; the others join each contest at random.
    const held = races.filter((_, i) => i === 0 || random.chance(0.6));
    const contestRaces = [];
    for (const race of held) {
      const contestRace = await addRaceToContest(db, contest.id, race.id, { maxWagers: 2 });
      contestRaces.push({ race, contestRaceId: contestRace.id });
    }
    const bankroll = format === ContestFormat.Win ? 0 : STARTING_BANKROLL_CENTS;
    const entries: ModelEntry[] = [];
    for (const account of await insertPlayers(db, 6)) {
      const entry = await insertPlayer(db, contest.id, account.id, {
        bankrollCents: bankroll,
        leaderboardBankrollCents: bankroll,
      });
      entries.push({
        id: entry.id,
        contestId: contest.id,
        headers: account.headers,
        bankrollCents: bankroll,
      });
    }
    contests.push({ id: contest.id, format, ...rules, races: contestRaces, entries });
  }
  return { races, contests };
}

/**
 * One play on a starter, naming another starter as its alternate half the time in a contest with alternates;
 * null when the bankroll cannot cover the stake or the race has fewer than two starters.
 */
async function placeRandomPlay(
  random: SeededRandom,
  contest: ModelContest,
  entry: ModelEntry,
  race: ModelRace,
  contestRaceId: number,
) {
  const amount = random.pick(STAKES);
  const stakeCents = contest.format === ContestFormat.Win ? 200 : Math.round(amount * 100);
  if (contest.format === ContestFormat.WinBankroll && stakeCents > entry.bankrollCents) return null;
  const starters = random.shuffle(race.runners.filter((runner) => !runner.scratched));
  if (starters.length < 2) return null;
  const runnerId = starters[0]!.id;
  const alternateId = contest.alternatesEnabled && random.chance(0.5) ? starters[1]!.id : null;
  const response = await placePlay(t.app, entry.headers, contestRaceId, {
    amount,
    runners: [runnerId],
    ...(alternateId === null ? {} : { alternateRunner: alternateId }),
  });
  return {
    response,
    play: { entryId: entry.id, race, runnerId, alternateId, stakeCents, capCents: contest.capCents },
  };
}

async function placeRandomPlays(random: SeededRandom, contests: ModelContest[]) {
  const plays: ModelPlay[] = [];
  for (const contest of contests) {
    for (const { race, contestRaceId } of contest.races) {
      for (const entry of contest.entries) {
        for (let n = random.int(0, 2); n > 0; n--) {
          const placed = await placeRandomPlay(random, contest, entry, race, contestRaceId);
          if (!placed) continue;
          expect(placed.response.statusCode).toBe(201);
          if (contest.format === ContestFormat.WinBankroll) entry.bankrollCents -= placed.play.stakeCents;
          plays.push({ id: placed.response.json().id, ...placed.play });
        }
      }
    }
  }
  // Some plays are removed again while their races are open; their stakes go back.
  const kept: ModelPlay[] = [];
  for (const play of plays) {
    if (!random.chance(0.15)) {
      kept.push(play);
      continue;
    }
    const owner = contests.flatMap((contest) => contest.entries).find((entry) => entry.id === play.entryId)!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/wagers/${play.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
  }
  return kept;
}

/**
 * Between races each entry of each contest tries one more play on a race still open. The reference says whether
 * its picks are open (rules/picks-lock.ts): a Pick & Pray contest refuses it once its first race has closed.
 */
async function placeLatePlays(random: SeededRandom, contests: ModelContest[], plays: ModelPlay[]) {
  for (const contest of contests) {
    const firstRace = contest.races[0]!.race;
    const openRaces = contest.races.filter(({ race }) => !race.finalized);
    if (openRaces.length === 0) continue;
    for (const entry of contest.entries) {
      const { race, contestRaceId } = random.pick(openRaces);
      const placed = await placeRandomPlay(random, contest, entry, race, contestRaceId);
      if (!placed) continue;
      const open = arePicksOpen({
        picksLockAt: contest.picksLockAt,
        // Every model race posts in 2030: only finalizing closes one here.
        race: {
          isWageringClosed: race.finalized,
          finalized: race.finalized,
          postTime: '2030-05-04T17:00:00Z',
        },
        firstRaceClosed: firstRace.finalized,
        now: new Date(),
      });
      if (!open) {
        expect(placed.response.statusCode).toBe(409);
        expect(placed.response.json().message).toBe(PLAY_MESSAGES.picksLocked);
        continue;
      }
      // maxWagers is 2: an entry that already has two plays on the race is refused.
      if (placed.response.statusCode === 409) {
        expect(placed.response.json().message).toBe(PLAY_MESSAGES.maxWagersReached);
        continue;
      }
      expect(placed.response.statusCode).toBe(201);
      if (contest.format === ContestFormat.WinBankroll) entry.bankrollCents -= placed.play.stakeCents;
      plays.push({ id: placed.response.json().id, ...placed.play });
    }
  }
}

/** Late scratches, an optional marked favorite, one or two winners and sometimes a repeated result; then finalize. */
async function settleRandomly(random: SeededRandom, race: ModelRace, admin: { authorization: string }) {
  const scratched = race.runners.filter(() => random.chance(0.2)).slice(0, 4);
  if (scratched.length > 0) {
    await t.database.db
      .update(runnersTable)
      .set({ scratched: true })
      .where(
        inArray(
          runnersTable.id,
          scratched.map((runner) => runner.id),
        ),
      );
    for (const runner of scratched) runner.scratched = true;
  }
  const starters = random.shuffle(race.runners.filter((runner) => !runner.scratched));
  const winners = starters.slice(0, random.chance(0.3) ? 2 : 1);
  const results = winners.map((runner) => ({ runnerId: runner.id, payoffCents: random.int(21, 600) * 10 }));
  if (random.chance(0.2)) results.push({ runnerId: winners[0]!.id, payoffCents: 9_990 });
  const marked = random.chance(0.5) ? starters.at(-1)!.id : undefined;

  expect((await updateRace(t.app, admin, race.id, { isWageringClosed: true })).statusCode).toBe(200);
  for (const [i, result] of results.entries()) {
    const response = await addResult(t.app, admin, race.id, {
      pool: 'WIN',
      payoff: result.payoffCents / 100,
      runners: [result.runnerId],
      ...(i === 0 && marked !== undefined ? { favoriteRunnerId: marked } : {}),
    });
    expect(response.statusCode).toBe(201);
  }
  expect((await finalize(t.app, admin, race.id)).statusCode).toBe(200);
  race.favoriteRunnerId = marked ?? null;
  race.winResults = results;
  race.finalized = true;
}

function expectedPlay(play: ModelPlay) {
  if (!play.race.finalized) {
    return { payoffCents: null, substituteRunnerId: null, substituteReason: null, cappedFromCents: null };
  }
  const scored = scoredRunnerWithAlternate(
    play.runnerId,
    play.alternateId,
    play.race.runners,
    play.race.favoriteRunnerId,
  );
  const won = play.race.winResults.find((result) => result.runnerId === scored.runnerId);
  return {
    payoffCents: won ? cappedPlayReturnCents(won.payoffCents, play.stakeCents, play.capCents) : 0,
    substituteRunnerId: scored.reason === null ? null : scored.runnerId,
    substituteReason: scored.reason as SubstituteReason | null,
    cappedFromCents: won && isPayoffCapped(won.payoffCents, play.capCents) ? won.payoffCents : null,
  };
}

function expectedEntries(contest: ModelContest, plays: ModelPlay[]) {
  const entries = contest.entries.map((entry) => ({
    id: entry.id,
    ...playerBankrolls({
      format: contest.format,
      startingBankrollCents: STARTING_BANKROLL_CENTS,
      plays: plays
        .filter((play) => play.entryId === entry.id)
        .map((play) => ({
          stakeCents: play.stakeCents,
          finalized: play.race.finalized,
          returnCents: expectedPlay(play).payoffCents ?? 0,
        })),
    }),
  }));
  const ranked = contest.races.some(({ race }) => race.finalized);
  const ranks = new Map(rankPlayers(entries).map((entry) => [entry.id, entry.rank]));
  return entries.map((entry) => ({
    id: entry.id,
    bankrollCents: entry.bankrollCents,
    leaderboardBankrollCents: entry.leaderboardBankrollCents,
    rank: ranked ? ranks.get(entry.id)! : null,
  }));
}

async function expectEngineMatchesReference(contests: ModelContest[], plays: ModelPlay[]) {
  const db = t.database.db;
  for (const contest of contests) {
    const rows = await db
      .select({
        id: contestPlayers.id,
        bankrollCents: contestPlayers.bankrollCents,
        leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
        rank: contestPlayers.rank,
      })
      .from(contestPlayers)
      .where(eq(contestPlayers.contestId, contest.id))
      .orderBy(asc(contestPlayers.id));
    expect(rows).toEqual(expectedEntries(contest, plays));
  }
  if (plays.length === 0) return;
  const stored = await db
    .select({
      id: wagers.id,
      payoffCents: wagers.payoffCents,
      substituteRunnerId: wagers.substituteRunnerId,
      substituteReason: wagers.substituteReason,
      cappedFromCents: wagers.cappedFromCents,
    })
    .from(wagers)
    .where(
      inArray(
        wagers.id,
        plays.map((play) => play.id),
      ),
    )
    .orderBy(asc(wagers.id));
  const sorted = [...plays].sort((a, b) => a.id - b.id);
  const expected = sorted.map((play) => ({ id: play.id, ...expectedPlay(play) }));
  // Finalize writes only plays that return something or were substituted; a finalized play left unwritten
  // returned 0, as the API shows it.
  const returned = stored.map((row, i) => ({
    ...row,
    payoffCents: row.payoffCents ?? (sorted[i]!.race.finalized ? 0 : null),
  }));
  expect(returned).toEqual(expected);
}

describe('the finalize engine against the reference rules', () => {
  for (const seed of [11, 23, 37, 41, 59, 73]) {
    it(`agrees race after race on random contests (seed ${seed})`, async () => {
      const random = new SeededRandom(seed);
      const { races, contests } = await buildScenario(random);
      const plays = await placeRandomPlays(random, contests);
      const admin = await signupAdministrator(t.app, t.database.db);
      for (const race of random.shuffle(races)) {
        await settleRandomly(random, race, admin.headers);
        await expectEngineMatchesReference(contests, plays);
        await placeLatePlays(random, contests, plays);
      }
    });
  }
});
