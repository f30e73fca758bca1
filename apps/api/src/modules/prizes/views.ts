import type { PendingPrize } from '@cj/shared/prizes';
import type { prizes } from '../../db/schema/contests';
import type { ContestRow } from '../contests/lookup';
import { toPrize } from '../contests/views';

export function toPendingPrize(prize: typeof prizes.$inferSelect, contest: ContestRow): PendingPrize {
  return {
    ...toPrize(prize),
    contestID: contest.id,
    contestSlug: contest.slug,
    contestName: contest.name,
    contestDate: contest.startTime.toISOString(),
  };
}
