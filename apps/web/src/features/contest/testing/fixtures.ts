import type { Contest, ContestRaceDetail, Prize, Sponsor } from '@cj/shared/contests';
import { ContestFormat, Property } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import type { Runner } from '@cj/shared/races';
import { contestStanding } from '@cj/shared/rules/contest-status';

/** Test data in the shapes the API answers (packages/shared schemas). */

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
    name: 'Derby Day Challenge',
    slug: SLUG,
    timezone: 'America/New_York',
    hasSponsors: false,
    startTime: '2024-05-04T16:00:00.000Z',
    startingBankroll: 1000,
    description: 'Play every race on the card.',
    isPublished: true,
    isFeatured: false,
    featuredDescription: '',
    isPublic: true,
    isEnrollmentOpen: true,
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

const track = { id: 3, code: 'CD', name: 'Churchill Downs', timezone: 'America/New_York' };

export function makeRunner(
  overrides: Partial<Runner> & Pick<Runner, 'id' | 'programNumber' | 'name'>,
): Runner {
  return { raceID: 100, morningLine: '5-2', scratched: false, mto: false, ae: false, ...overrides };
}

export const runners: Runner[] = [
  makeRunner({ id: 1, programNumber: '1', name: 'Mystik Dan', morningLine: '9-2' }),
  makeRunner({ id: 2, programNumber: '2', name: 'Sierra Leone', morningLine: '3-1', mto: true }),
  makeRunner({
    id: 3,
    programNumber: '3',
    name: 'Forever Young',
    morningLine: '6-1',
    scratched: true,
    mto: true,
  }),
  makeRunner({ id: 4, programNumber: 'AE1', name: 'Epic Ride', morningLine: '30-1', ae: true }),
];

export function makeRace(
  overrides: Partial<ContestRaceDetail> = {},
  race: Partial<ContestRaceDetail['race']> = {},
) {
  const id = overrides.id ?? 501;
  const detail: ContestRaceDetail = {
    id,
    contestID: 11,
    contestSlug: SLUG,
    raceID: 100,
    maxWagers: 2,
    minWagerAmount: 0,
    race: {
      id: 100,
      raceNumber: 1,
      raceDate: '2024-05-04',
      raceType: 1,
      postTime: '2024-05-04T17:05:00.000Z',
      isWageringClosed: false,
      finalized: false,
      minWagerAmount: 0,
      favoriteRunnerId: null,
      track,
      ...race,
    },
    runners,
    results: [],
    ...overrides,
  };
  return detail;
}

export function makePlayer(overrides: Partial<Player> & Pick<Player, 'id' | 'name'>): Player {
  return {
    contestID: 11,
    rank: 1,
    bankroll: 1000,
    leaderboardBankroll: 1000,
    hiddenPlays: 0,
    picksLeft: 0,
    nowRunning: null,
    account: null,
    ...overrides,
  };
}

export function makePlay(overrides: Partial<Play> & Pick<Play, 'id'>): Play {
  return {
    amount: 2,
    pool: 'WIN',
    runners: [1],
    runner: { id: 1, programNumber: '1', name: 'Mystik Dan', scratched: false },
    payoff: null,
    alternateRunner: null,
    substituteRunner: null,
    substituteReason: null,
    payoutCap: null,
    race: 501,
    raceNumber: 1,
    player: 70,
    playerName: 'Ada L.',
    createdAt: '2024-05-04T15:00:00.000Z',
    ...overrides,
  };
}

export const prizes: Prize[] = [
  { id: 2, prizeID: 2, label: 'NHC seat', placement: 2, type: 2, value: 500, paid: false },
  { id: 1, prizeID: 1, label: 'Cash prize', placement: 1, type: 1, value: 1500, paid: false },
  { id: 3, prizeID: 3, label: 'Track jacket', placement: 3, type: 3, value: 80, paid: false },
];

export const sponsors: Sponsor[] = [
  { id: 2, name: 'Second Sponsor', layoutOrder: 2, logo: '/uploads/second.png' },
  { id: 1, name: 'First Sponsor', layoutOrder: 1, logo: '/uploads/first.png' },
];
