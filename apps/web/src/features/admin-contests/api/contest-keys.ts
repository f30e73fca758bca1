import { contestPath, contestKeys as sharedContestKeys } from '@/api/contests/contest-keys';

/**
 * Query keys of the contests the admin area manages. A contest's own data (its details, races, prizes, sponsors,
 * entries and plays) has the keys every page uses (src/api/contests/contest-keys.ts), under ['contest', slug], so
 * an administrator's change refreshes the public contest page too. The list of contests, the pending prizes and the
 * contest race pages cross contests and sit under ['admin-contests'].
 */
export const contestKeys = {
  ...sharedContestKeys,
  admin: ['admin-contests'] as const,
  list: ['admin-contests', 'list'] as const,
  pendingPrizes: ['admin-contests', 'pending-prizes'] as const,
  accountSearch: (text: string) => ['admin-contests', 'account-search', text] as const,
  /** Everything of one contest: ['contest', slug]. */
  contest: sharedContestKeys.all,
  /** A contest race of the admin area (its plays are the contest's: contestKeys.racePlays). */
  contestRace: (contestRaceId: number) => ['admin-contests', 'contest-race', contestRaceId] as const,
};

/** A contest in an API path: `/contest/{slug}`, the slug encoded. */
export const contestApiPath = contestPath;
