import type { MyContestSummary, PublicContestSummary } from '@cj/shared/contests';
import { contestStatus } from '@cj/shared/rules/contest-status';

/**
 * A contest list row as the API answers it (a public list's: no entries and no prizes unless given), with what a
 * test cares about overridden; its status follows from isCancelled and concludedAt by the shared rule (first race
 * still open) unless given.
 */
export function contestSummary(
  overrides: Partial<PublicContestSummary> & Pick<PublicContestSummary, 'id'>,
): PublicContestSummary {
  return {
    entries: 0,
    prizes: { count: 0, cash: 0 },
    name: `Contest ${overrides.id}`,
    slug: `contest-${overrides.id}`,
    startTime: '2024-03-05T17:00:00.000Z',
    property: 1,
    format: 1,
    isFeatured: false,
    featuredDescription: '',
    isCancelled: false,
    concludedAt: null,
    timezone: null,
    status: contestStatus(
      {
        isCancelled: overrides.isCancelled ?? false,
        firstRaceClosed: false,
        concludedAt: overrides.concludedAt ?? null,
      },
      new Date(),
    ),
    ...overrides,
  };
}

/**
 * A My Contests row: a contest summary with the player's best entry (1st, $1,000), no race and no race open
 * unless given.
 */
export function myContestSummary(
  overrides: Partial<MyContestSummary> & Pick<MyContestSummary, 'id'>,
): MyContestSummary {
  return {
    ...contestSummary(overrides),
    standing: { rank: 1, leaderboardBankroll: 1000, entries: 1 },
    picks: { picked: 0, total: 0, nextUnpicked: null },
    nextRace: null,
    ...overrides,
  };
}
