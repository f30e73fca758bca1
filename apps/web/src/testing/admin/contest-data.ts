import type { AdminContestSummary } from '@cj/shared/contest-admin';
import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat, Property } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { contestStanding } from '@cj/shared/rules/contest-status';
import { jsonResponse, type mockApi } from '@/testing/test-utils';
import { race, runners } from './race-data';

/** Test data for the contest admin pages, in the shapes the API answers (packages/shared schemas). */

export const SLUG = 'derby-day';

/** status and officialAt follow the rule from isCancelled and concludedAt unless given (first race open). */
export function makeContest(overrides: Partial<Contest> = {}): Contest {
  const concludedAt = overrides.concludedAt ?? null;
  const standing = contestStanding(
    { isCancelled: overrides.isCancelled ?? false, firstRaceClosed: false, concludedAt },
    new Date(),
  );
  return {
    id: 11,
    name: 'Derby Day',
    slug: SLUG,
    timezone: 'America/New_York',
    hasSponsors: false,
    startTime: '2031-05-03T16:00:00.000Z',
    startingBankroll: 100,
    description: 'Play every race on the card.',
    isPublished: false,
    isFeatured: false,
    featuredDescription: '',
    isPublic: false,
    isEnrollmentOpen: false,
    isCancelled: false,
    chatEnabled: false,
    maxEntries: 1,
    property: Property.Thoroughbred,
    format: ContestFormat.WinBankroll,
    liveStreamLink: null,
    ppLink: null,
    analysis: '',
    winnersNotified: false,
    concludedAt: null,
    isOfficial: standing.status === 'official',
    status: standing.status,
    officialAt: standing.officialAt?.toISOString() ?? null,
    alternatesEnabled: false,
    winPayoutCap: null,
    picksLockAt: 'each-race',
    ...overrides,
  };
}

export function summaryOf(contest: Contest): AdminContestSummary {
  const { id, name, slug, startTime, property, format, isFeatured, featuredDescription, isCancelled } =
    contest;
  return {
    id,
    name,
    slug,
    startTime,
    property,
    format,
    isFeatured,
    featuredDescription,
    isCancelled,
    concludedAt: contest.concludedAt,
    status: contest.status,
    timezone: contest.timezone,
    isPublished: contest.isPublished,
    isPublic: contest.isPublic,
    alternatesEnabled: contest.alternatesEnabled,
    winPayoutCap: contest.winPayoutCap,
    picksLockAt: contest.picksLockAt,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

/**
 * The calls the contest manager makes when it opens, answering `contest` with no races, players, sponsors or
 * prizes; `extra` adds or replaces handlers.
 */
export function managerApi(contest: Contest = makeContest(), extra: Handlers = {}): Handlers {
  const path = `/api/contest/${contest.slug}`;
  return {
    [`GET ${path}`]: () => jsonResponse(contest),
    [`GET ${path}/player-count`]: () => jsonResponse({ count: 0 }),
    [`GET ${path}/races`]: () => jsonResponse([]),
    [`GET ${path}/players`]: () => jsonResponse([]),
    [`GET ${path}/sponsor`]: () => jsonResponse([]),
    [`GET ${path}/prizes`]: () => jsonResponse([]),
    ...extra,
  };
}

/** Race 4 at Churchill Downs (testing/race-data) in the contest: one play each, the $2 floor. */
export function makeContestRace(overrides: Partial<ContestRaceDetail> = {}): ContestRaceDetail {
  return {
    id: 501,
    contestID: 11,
    contestSlug: SLUG,
    raceID: race.id,
    maxWagers: 1,
    minWagerAmount: 0,
    race,
    runners,
    results: [],
    ...overrides,
  };
}

export function makePlayer(overrides: Partial<Player> & Pick<Player, 'id' | 'name'>): Player {
  return {
    contestID: 11,
    rank: 1,
    bankroll: 100,
    leaderboardBankroll: 100,
    hiddenPlays: 0,
    picksLeft: 0,
    nowRunning: null,
    account: {
      id: overrides.id + 1000,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `player${overrides.id}@example.com`,
    },
    ...overrides,
  };
}

/** A $10 play by entry 21 (Ada Lovelace) on #2 Bold Ruler in race 4. */
export function makePlay(overrides: Partial<Play> = {}): Play {
  return {
    id: 900,
    amount: 10,
    pool: 'WIN',
    runners: [102],
    runner: { id: 102, programNumber: '2', name: 'Bold Ruler', scratched: false },
    payoff: null,
    alternateRunner: null,
    substituteRunner: null,
    substituteReason: null,
    payoutCap: null,
    race: 501,
    raceNumber: 4,
    player: 21,
    playerName: 'Ada Lovelace',
    createdAt: '2025-05-03T16:00:00.000Z',
    ...overrides,
  };
}
