import { ContestFormat, Property, RaceType } from '@cj/shared/enums';
import { slugify } from '@cj/shared/rules/slug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../lib/passwords';
import type { Database, Db } from '../client';
import { accounts } from '../schema/accounts';
import { ads, auditLogs } from '../schema/audit';
import { contestPlayers, contestRaces, contests, prizes, wagers } from '../schema/contests';
import { raceResultRunners, raceResults, races, runners, tracks } from '../schema/races';
import { seedDemoData } from './demo';

const HOUR = 3_600_000;
const PROGRAM_NUMBER = /^([1-9]|[12][0-9]|3[0-5]|AE[1-4])$/;
const HARNESS_TRACKS = ['M', 'NFLD', 'WBSB'];

async function loadEverything(db: Db) {
  return {
    accounts: await db.select().from(accounts),
    auditLogs: await db.select().from(auditLogs),
    ads: await db.select().from(ads),
    tracks: await db.select().from(tracks),
    races: await db.select().from(races),
    runners: await db.select().from(runners),
    results: await db.select().from(raceResults),
    resultRunners: await db.select().from(raceResultRunners),
    contests: await db.select().from(contests),
    contestRaces: await db.select().from(contestRaces),
    entries: await db.select().from(contestPlayers),
    wagers: await db.select().from(wagers),
    prizes: await db.select().from(prizes),
  };
}

type Everything = Awaited<ReturnType<typeof loadEverything>>;

/** Lookups the checks below share. */
function index(data: Everything) {
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const winPayoffs = new Map<number, Map<number, number>>(); // raceId → runnerId → $2 payoff
  for (const result of data.results) {
    for (const link of data.resultRunners.filter((row) => row.resultId === result.id)) {
      const payoffs = winPayoffs.get(result.raceId) ?? new Map<number, number>();
      payoffs.set(link.runnerId, result.payoffCents);
      winPayoffs.set(result.raceId, payoffs);
    }
  }
  return {
    race: byId(data.races),
    runner: byId(data.runners),
    track: byId(data.tracks),
    contest: byId(data.contests),
    contestRace: byId(data.contestRaces),
    winPayoffs,
  };
}

function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** What the seed draws from its generator: the same for every clock (only dates move). */
const fingerprint = (data: Everything) =>
  JSON.stringify({
    runners: data.runners.map((runner) => [
      runner.name,
      runner.morningLine,
      runner.scratched,
      runner.jockeyOrDriver,
    ]),
    results: data.results.map((result) => result.payoffCents),
    plays: data.wagers.map((wager) => [wager.runnerId, wager.amountCents, wager.payoffCents]),
    entries: data.entries.map((entry) => [entry.name, entry.bankrollCents, entry.leaderboardBankrollCents]),
  });
const fingerprints: string[] = [];

describe.each([
  ['on a summer morning in New York', new Date('2025-06-11T15:30:00Z')],
  ['late on the evening daylight saving time ends', new Date('2025-11-03T03:30:00Z')],
  ['in the small hours of a winter night', new Date('2026-01-20T06:10:00Z')],
])('demo data seeded %s', (_, now) => {
  let database: Database;
  let admin: { adminEmail: string; adminPassword: string };
  let data: Everything;
  let lookup: ReturnType<typeof index>;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    admin = await seedDemoData(database.db, { now, log: (line) => logLines.push(line) });
    data = await loadEverything(database.db);
    lookup = index(data);
    fingerprints.push(fingerprint(data));
  });
  afterAll(() => database?.close());

  const isUpcoming = (contest: Everything['contests'][number]) => contest.startTime > now;

  it('logs one summary line', () => {
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(/^Demo data: 7 tracks, 8 race cards/);
  });

  it('creates the administrator with the generated password and twelve players with the demo password', async () => {
    expect(admin.adminEmail).toBe('admin@contestjockey.local');
    expect(admin.adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const administrators = data.accounts.filter((account) => account.isAdministrator);
    expect(administrators.map((account) => account.email)).toEqual([admin.adminEmail]);
    expect(await verifyPassword(administrators[0]!.passwordHash, admin.adminPassword)).toBe(true);

    const players = data.accounts.filter((account) => !account.isAdministrator);
    expect(players).toHaveLength(12);
    for (const player of players) {
      expect(player.email).toBe(`${player.firstName}.${player.lastName}@example.com`.toLowerCase());
      expect(player.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(await verifyPassword(players[0]!.passwordHash, 'demo-player-pass')).toBe(true);
    expect(data.auditLogs.filter((row) => row.eventType === 1)).toHaveLength(13);
  });

  it('has upcoming and past contests of both formats for both properties', () => {
    const count = (property: number) =>
      data.contests.filter((contest) => contest.property === property).length;
    expect(count(Property.Thoroughbred)).toBe(5);
    expect(count(Property.Harness)).toBe(4);
    for (const property of [Property.Thoroughbred, Property.Harness]) {
      for (const format of [ContestFormat.WinBankroll, ContestFormat.Win]) {
        const matching = data.contests.filter(
          (contest) => contest.property === property && contest.format === format && !contest.isCancelled,
        );
        expect(matching.some(isUpcoming), `upcoming ${property}/${format}`).toBe(true);
        expect(
          matching.some((contest) => !isUpcoming(contest)),
          `past ${property}/${format}`,
        ).toBe(true);
      }
    }
    for (const contest of data.contests) {
      expect(contest.isPublished && contest.isPublic).toBe(true);
      expect(contest.slug).toBe(slugify(contest.name));
      expect(contest.description.length).toBeGreaterThan(50);
      expect(contest.isEnrollmentOpen).toBe(isUpcoming(contest) && !contest.isCancelled);
      expect(contest.startingBankrollCents).toBe(contest.format === ContestFormat.WinBankroll ? 10_000 : 0);
    }
    expect(data.contests.filter((contest) => contest.maxEntries === 2)).toHaveLength(1);
    expect(data.contests.some((contest) => contest.analysis.startsWith('<p>'))).toBe(true);
    expect(data.contests.some((contest) => contest.ppLink && contest.liveStreamLink)).toBe(true);
    expect(data.contests.some((contest) => contest.chatEnabled)).toBe(true);
  });

  it('features exactly one upcoming contest, with an HTML description', () => {
    const featured = data.contests.filter((contest) => contest.isFeatured);
    expect(featured).toHaveLength(1);
    expect(isUpcoming(featured[0]!)).toBe(true);
    expect(featured[0]!.featuredDescription).toMatch(/^<p>.*<\/p>$/);
  });

  it('has one cancelled upcoming contest without plays', () => {
    const cancelled = data.contests.filter((contest) => contest.isCancelled);
    expect(cancelled).toHaveLength(1);
    expect(isUpcoming(cancelled[0]!)).toBe(true);
    const entryIds = new Set(
      data.entries.filter((entry) => entry.contestId === cancelled[0]!.id).map((entry) => entry.id),
    );
    expect(data.wagers.filter((wager) => entryIds.has(wager.contestPlayerId))).toHaveLength(0);
  });

  it('posts races every half hour or so in the afternoon at the track, on the card date', () => {
    for (const race of data.races) {
      const track = lookup.track.get(race.trackId)!;
      const local = localParts(race.postTime, track.timezone);
      expect(local.date).toBe(race.raceDate);
      expect(local.hour).toBeGreaterThanOrEqual(12);
      expect(local.hour).toBeLessThan(18);
      expect(race.raceType).toBe(
        HARNESS_TRACKS.includes(track.code) ? RaceType.Harness : RaceType.Thoroughbred,
      );
    }
  });

  it('keeps every upcoming race open and every past race finalized with its Win results', () => {
    for (const race of data.races) {
      const results = data.results.filter((result) => result.raceId === race.id);
      if (race.postTime > now) {
        expect(race.isWageringClosed || race.finalized || race.finalizedAt !== null).toBe(false);
        expect(results).toHaveLength(0);
        expect(race.postTime.getTime()).toBeGreaterThanOrEqual(now.getTime() + HOUR);
      } else {
        expect(race.isWageringClosed && race.finalized).toBe(true);
        expect(race.finalizedAt!.getTime()).toBeGreaterThanOrEqual(race.postTime.getTime());
        expect(race.finalizedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(results.length).toBeGreaterThanOrEqual(1);
      }
    }
    const deadHeats = data.races.filter(
      (race) => data.results.filter((result) => result.raceId === race.id).length === 2,
    );
    expect(deadHeats.length).toBeGreaterThanOrEqual(1);
  });

  it('numbers runners 1..N (plus also-eligibles) and shows every kind of runner', () => {
    for (const race of data.races) {
      const field = data.runners.filter((runner) => runner.raceId === race.id);
      const numbered = field.filter((runner) => !runner.ae);
      expect(numbered.length).toBeGreaterThanOrEqual(7);
      expect(numbered.length).toBeLessThanOrEqual(12);
      expect(numbered.map((runner) => runner.programNumber).sort((a, b) => Number(a) - Number(b))).toEqual(
        numbered.map((_, i) => String(i + 1)),
      );
      for (const runner of field) {
        expect(runner.programNumber).toMatch(PROGRAM_NUMBER);
        expect(runner.morningLine).toMatch(/^\d+-\d+$/);
        expect(runner.jockeyOrDriver).toBeTruthy();
        expect(runner.trainer).toBeTruthy();
        if (runner.ae) expect(runner.programNumber).toMatch(/^AE[1-4]$/);
      }
    }
    expect(data.runners.some((runner) => runner.programNumber === '1' && / \/ /.test(runner.name))).toBe(
      true,
    );
    expect(data.runners.some((runner) => runner.ae && runner.programNumber === 'AE1')).toBe(true);
    expect(data.runners.some((runner) => runner.mto)).toBe(true);
    expect(data.runners.some((runner) => runner.scratched)).toBe(true);
    expect(new Set(data.runners.map((runner) => runner.name)).size).toBe(data.runners.length);
  });

  it('builds each contest on the races of one card, ended contests concluded when their last race was', () => {
    let official = 0;
    let unofficial = 0;
    for (const contest of data.contests) {
      const contestRaceRows = data.contestRaces.filter((row) => row.contestId === contest.id);
      const raceRows = contestRaceRows.map((row) => lookup.race.get(row.raceId)!);
      expect(new Set(raceRows.map((race) => `${race.trackId} ${race.raceDate}`)).size).toBe(1);
      expect(Math.min(...raceRows.map((race) => race.postTime.getTime()))).toBe(contest.startTime.getTime());
      for (const row of contestRaceRows) {
        expect(row.maxWagers).toBe(1);
        if (contest.format === ContestFormat.Win) expect(row.minWagerAmountCents).toBe(0);
        else expect([200, 500]).toContain(row.minWagerAmountCents);
      }
      if (isUpcoming(contest)) {
        expect(contest.concludedAt).toBeNull();
        expect(raceRows.every((race) => !race.finalized)).toBe(true);
      } else {
        const lastFinalized = Math.max(...raceRows.map((race) => race.finalizedAt!.getTime()));
        expect(contest.concludedAt?.getTime()).toBe(lastFinalized);
        if (now.getTime() - lastFinalized > 24 * HOUR) official++;
        else unofficial++;
      }
    }
    expect(official).toBeGreaterThanOrEqual(1);
    expect(unofficial).toBeGreaterThanOrEqual(1);
  });

  it('scores every play by the rules: $2 win payoff × stake / 2, late scratches as the favorite', () => {
    let substitutions = 0;
    for (const wager of data.wagers) {
      const contestRace = lookup.contestRace.get(wager.contestRaceId)!;
      const race = lookup.race.get(wager.raceId)!;
      const runner = lookup.runner.get(wager.runnerId)!;
      const contest = lookup.contest.get(contestRace.contestId)!;
      const entry = data.entries.find((row) => row.id === wager.contestPlayerId)!;
      expect(wager.raceId).toBe(contestRace.raceId);
      expect(runner.raceId).toBe(race.id);
      expect(entry.contestId).toBe(contest.id);
      expect(runner.ae).toBe(false);
      if (contest.format === ContestFormat.Win) expect(wager.amountCents).toBe(200);
      else expect(wager.amountCents).toBeGreaterThanOrEqual(Math.max(contestRace.minWagerAmountCents, 200));

      if (!race.finalized) {
        expect(wager.payoffCents).toBeNull();
        expect(wager.substituteRunnerId).toBeNull();
        expect(runner.scratched).toBe(false);
        continue;
      }
      if (runner.scratched) {
        substitutions++;
        expect(wager.substituteRunnerId).toBe(race.favoriteRunnerId);
        expect(lookup.runner.get(wager.substituteRunnerId!)!.scratched).toBe(false);
      } else {
        expect(wager.substituteRunnerId).toBeNull();
      }
      const scoredOn = wager.substituteRunnerId ?? wager.runnerId;
      const payoff = lookup.winPayoffs.get(race.id)?.get(scoredOn) ?? 0;
      expect(wager.payoffCents).toBe(Math.floor((payoff * wager.amountCents) / 200));
    }
    expect(substitutions).toBeGreaterThanOrEqual(1);
    expect(data.wagers.filter((wager) => (wager.payoffCents ?? 0) > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('allows at most one play per entry and contest race', () => {
    const keys = data.wagers.map((wager) => `${wager.contestPlayerId}:${wager.contestRaceId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every bankroll consistent with the plays', () => {
    for (const entry of data.entries) {
      const contest = lookup.contest.get(entry.contestId)!;
      const plays = data.wagers.filter((wager) => wager.contestPlayerId === entry.id);
      const returns = plays.reduce((sum, play) => sum + (play.payoffCents ?? 0), 0);
      const stakes = plays.reduce((sum, play) => sum + play.amountCents, 0);
      const openStakes = plays
        .filter((play) => !lookup.race.get(play.raceId)!.finalized)
        .reduce((sum, play) => sum + play.amountCents, 0);
      if (contest.format === ContestFormat.Win) {
        expect(entry.leaderboardBankrollCents).toBe(returns);
        expect(entry.bankrollCents).toBe(returns);
      } else {
        expect(entry.bankrollCents).toBe(contest.startingBankrollCents - stakes + returns);
        expect(entry.leaderboardBankrollCents).toBe(entry.bankrollCents + openStakes);
      }
      const account = data.accounts.find((row) => row.id === entry.accountId)!;
      const name = `${account.firstName} ${account.lastName[0]}.`;
      expect(entry.name).toBe(entry.entryNumber === 1 ? name : `${name} (${entry.entryNumber})`);
      expect(entry.entryNumber).toBeLessThanOrEqual(contest.maxEntries);
    }
    expect(data.entries.some((entry) => entry.entryNumber === 2)).toBe(true);
  });

  it('ranks entries of contests with a finalized race (ties share a rank), and no others', () => {
    for (const contest of data.contests) {
      const entries = data.entries.filter((entry) => entry.contestId === contest.id);
      const started = data.contestRaces.some(
        (row) => row.contestId === contest.id && lookup.race.get(row.raceId)!.finalized,
      );
      for (const entry of entries) {
        const higher = entries.filter(
          (other) => other.leaderboardBankrollCents > entry.leaderboardBankrollCents,
        );
        expect(entry.rank).toBe(started ? higher.length + 1 : null);
      }
    }
    expect(data.entries.some((entry) => entry.rank === 1)).toBe(true);
  });

  it('offers prizes on some contests and a homepage ad per property', () => {
    expect(new Set(data.prizes.map((prize) => prize.contestId)).size).toBeGreaterThanOrEqual(3);
    for (const prize of data.prizes) {
      expect(prize.placement).toBeGreaterThanOrEqual(1);
      expect(prize.placement).toBeLessThanOrEqual(3);
      expect([1, 2, 3]).toContain(prize.type);
      expect(prize.label).not.toBe('');
    }
    expect(data.ads.map((ad) => [ad.placement, ad.property, ad.imageUrl])).toEqual([
      [1, Property.Thoroughbred, '/ads/homepage-thoroughbred.svg'],
      [1, Property.Harness, '/ads/homepage-harness.svg'],
    ]);
  });
});

describe('demo data', () => {
  it('is the same whatever the clock, apart from dates', () => {
    expect(fingerprints).toHaveLength(3);
    expect(new Set(fingerprints).size).toBe(1);
  });
});
