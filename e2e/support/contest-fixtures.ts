import type { TestInfo } from '@playwright/test';
import { newAccountDetails } from './accounts';
import {
  AdminApi,
  type Contest,
  ContestFormat,
  PlayerApi,
  Property,
  type Race,
  type Runner,
  uniqueTag,
} from './contest-api';
import { test as base } from './fixtures';
import { BASE_URL, E2E_ADMIN } from './server-env';

/** A runner as the card lists it: program number, name, morning line. */
export type RunnerSpec = readonly [programNumber: string, name: string, morningLine: string];

export interface RaceSpec {
  runners: readonly RunnerSpec[];
  /** The contest's minimum stake on this race, in dollars (0: the $2 floor). */
  minWagerAmount?: number;
  maxWagers?: number;
  /** Names of runners scratched after the card was entered. */
  scratched?: readonly string[];
}

export interface ContestSpec {
  /** The start of the name; a tag keeps it (and the slug) apart from every other test's. */
  name: string;
  format: number;
  startingBankroll?: number;
  /** Chat Enabled (off unless asked). */
  chatEnabled?: boolean;
  /** A play may name an alternate for a scratched pick (off unless asked). */
  alternatesEnabled?: boolean;
  races: readonly RaceSpec[];
}

/** A race of a built contest: the race id (admin calls), the contest race id (plays) and its runners by name. */
export class BuiltRace {
  constructor(
    readonly number: number,
    readonly race: Race,
    readonly contestRaceId: number,
    private readonly runners: readonly Runner[],
  ) {}

  get id(): number {
    return this.race.id;
  }

  runner(name: string): Runner {
    const found = this.runners.find((runner) => runner.name === name);
    if (!found) throw new Error(`Race ${this.number} has no runner named ${name}.`);
    return found;
  }
}

export interface BuiltContest {
  contest: Contest;
  name: string;
  slug: string;
  track: { name: string };
  races: readonly BuiltRace[];
}

/** Lower case, each run of characters other than a-z and 0-9 one hyphen (spec §5). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Builds a published, public, open thoroughbred contest through the admin API: a track of its own, its races with
 * runners (post times from three hours ahead, so the races stay open), the contest, and the races in it.
 */
async function buildContest(admin: AdminApi, spec: ContestSpec): Promise<BuiltContest> {
  const tag = uniqueTag();
  const startTime = new Date(Date.now() + 3 * HOUR_MS);
  const track = await admin.createTrack({
    code: `E${tag}`.slice(0, 8).toUpperCase(),
    name: `Belmont Park ${tag}`,
    timezone: 'America/New_York',
  });

  const races: { number: number; race: Race; runners: Runner[]; spec: RaceSpec }[] = [];
  for (const [index, raceSpec] of spec.races.entries()) {
    const number = index + 1;
    const race = await admin.createRace(
      track.id,
      number,
      new Date(startTime.getTime() + (index * HOUR_MS) / 2),
    );
    const runners: Runner[] = [];
    for (const [programNumber, name, morningLine] of raceSpec.runners) {
      const runner = await admin.createRunner(race.id, programNumber, name, morningLine);
      runners.push(raceSpec.scratched?.includes(name) ? await admin.scratchRunner(runner) : runner);
    }
    races.push({ number, race, runners, spec: raceSpec });
  }

  return publishContestOf(
    admin,
    { ...spec, name: `${spec.name} ${tag}`, startTime },
    track,
    races.map(({ number, race, runners, spec: raceSpec }) => ({
      number,
      race,
      runners,
      maxWagers: raceSpec.maxWagers,
      minWagerAmount: raceSpec.minWagerAmount,
    })),
  );
}

interface ContestRaceSpec {
  number: number;
  race: Race;
  runners: readonly Runner[];
  maxWagers?: number;
  minWagerAmount?: number;
}

/** Creates the contest, publishes it (public, open to enrollment) and puts the races in it. */
async function publishContestOf(
  admin: AdminApi,
  spec: {
    name: string;
    format: number;
    startingBankroll?: number;
    chatEnabled?: boolean;
    alternatesEnabled?: boolean;
    startTime: Date;
  },
  track: { name: string },
  races: readonly ContestRaceSpec[],
): Promise<BuiltContest> {
  const created = await admin.createContest({
    name: spec.name,
    slug: slugOf(spec.name),
    startTime: spec.startTime,
    startingBankroll: spec.startingBankroll ?? (spec.format === ContestFormat.Win ? 0 : 100),
    description: 'Pick one horse to win in each race.',
    format: spec.format,
  });
  const contest = await admin.publishContest(created, {
    format: spec.format,
    property: Property.Thoroughbred,
    chatEnabled: spec.chatEnabled ?? false,
    ...(spec.alternatesEnabled === undefined ? {} : { alternatesEnabled: spec.alternatesEnabled }),
  });
  const built: BuiltRace[] = [];
  for (const { number, race, runners, maxWagers, minWagerAmount } of races) {
    const contestRace = await admin.addRaceToContest(contest.id, race.id, {
      maxWagers: maxWagers ?? 1,
      minWagerAmount: minWagerAmount ?? 0,
    });
    built.push(new BuiltRace(number, race, contestRace.id, runners));
  }
  return { contest, name: contest.name, slug: contest.slug, track, races: built };
}

/**
 * A contest over races that already exist (entered or imported in the admin screens), in the order given,
 * starting at the first race's post time.
 */
async function buildContestOfRaces(
  admin: AdminApi,
  spec: { name: string; format: number; startingBankroll?: number; track: { name: string }; races: Race[] },
): Promise<BuiltContest> {
  const races = await Promise.all(
    spec.races.map(async (race, index) => ({
      number: index + 1,
      race,
      runners: await admin.runnersOf(race.id),
    })),
  );
  const startTime = new Date(spec.races[0]?.postTime ?? Date.now());
  return publishContestOf(
    admin,
    { ...spec, name: `${spec.name} ${uniqueTag()}`, startTime },
    spec.track,
    races,
  );
}

interface ContestFixtures {
  /** Makes a contest of this test's own (the phone and desktop projects never share one). */
  newContest: (spec: ContestSpec) => Promise<BuiltContest>;
  /** Makes a contest of this test's own over races that exist already (their runners as they are now). */
  newContestOfRaces: (spec: {
    name: string;
    format: number;
    startingBankroll?: number;
    track: { name: string };
    races: Race[];
  }) => Promise<BuiltContest>;
  /** Another player, signed up and enrolled in a contest through the API, who plays through the API. */
  newRival: (contest: BuiltContest, name: { firstName: string; lastName: string }) => Promise<PlayerApi>;
}

interface ContestWorkerFixtures {
  /** The bootstrap administrator's session (BOOTSTRAP_ADMIN_EMAIL), one per worker. */
  admin: AdminApi;
}

export const test = base.extend<ContestFixtures, ContestWorkerFixtures>({
  admin: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await AdminApi.logIn(request, E2E_ADMIN.email, E2E_ADMIN.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  newContest: async ({ admin }, use) => {
    await use((spec) => buildContest(admin, spec));
  },

  newContestOfRaces: async ({ admin }, use) => {
    await use((spec) => buildContestOfRaces(admin, spec));
  },

  newRival: async ({ request }, use, testInfo: TestInfo) => {
    await use((contest, name) =>
      PlayerApi.signUpInto(request, newAccountDetails(testInfo, name), contest.slug),
    );
  },
});

export { expect } from './fixtures';
