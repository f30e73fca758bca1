import type { PendingPrize, PrizeWinner } from '@cj/shared/prizes';
import type { ContestStanding } from '@cj/shared/rules/contest-status';
import type { prizes } from '../../db/schema/contests';
import type { ContestRow } from '../contests/lookup';
import { toPrize } from '../contests/views';

export function toPendingPrize(
  prize: typeof prizes.$inferSelect,
  contest: ContestRow,
  standing: ContestStanding & { officialAt: Date },
  winners: PrizeWinner[],
): PendingPrize {
  return {
    ...toPrize(prize),
    contestID: contest.id,
    contestSlug: contest.slug,
    contestName: contest.name,
    contestDate: contest.startTime.toISOString(),
    status: standing.status,
    officialAt: standing.officialAt.toISOString(),
    winners,
  };
}
