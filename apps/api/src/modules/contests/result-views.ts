import type { RecentResult } from '@cj/shared/contest-results';
import { centsToDollars } from '@cj/shared/rules/money';
import type { listRecentResults } from './repository';

type RecentResultRow = Awaited<ReturnType<typeof listRecentResults>>[number];

/** A finished contest as the recent results list it (listRecentResults' rows are concluded). */
export function toRecentResult(row: RecentResultRow): RecentResult {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    startTime: row.startTime.toISOString(),
    concludedAt: (row.concludedAt ?? row.startTime).toISOString(),
    format: row.format,
    timezone: row.timezone,
    track: row.track,
    entries: row.entries,
    winner: row.winner
      ? {
          name: row.winner.name,
          leaderboardBankroll: centsToDollars(Number(row.winner.leaderboardBankrollCents)),
        }
      : null,
  };
}
