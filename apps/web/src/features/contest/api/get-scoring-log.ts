import type { ScoringLog } from '@cj/shared/scoring-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/**
 * GET /race/{contestRaceId}/scoring: how a finalized race was scored in this contest (results, the payout cap,
 * scratches). It never changes once written.
 */
function getScoringLog(contestRaceId: number, signal?: AbortSignal): Promise<ScoringLog> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<ScoringLog>(`/race/${contestRaceId}/scoring`, { signal });
}

const getScoringLogQueryOptions = (slug: string, contestRaceId: number) =>
  queryOptions({
    queryKey: [...contestKeys.all(slug), 'scoring', contestRaceId],
    queryFn: ({ signal }) => getScoringLog(contestRaceId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // 'Race not scored yet.' does not change by asking again at once.
    retry: shouldRetryUnlessMissing,
  });

export function useScoringLog(slug: string, contestRaceId: number) {
  return useQuery(getScoringLogQueryOptions(slug, contestRaceId));
}
