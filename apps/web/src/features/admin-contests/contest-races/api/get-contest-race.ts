import { ContestRaceSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/** GET /contest-race/{id}: one race of a contest, with the contest's limits on it. */
function getContestRace(contestRaceId: number, signal?: AbortSignal) {
  return api.get(`/contest-race/${contestRaceId}`, { schema: ContestRaceSchema, signal });
}

const getContestRaceQueryOptions = (contestRaceId: number) =>
  queryOptions({
    queryKey: contestKeys.contestRace(contestRaceId),
    queryFn: ({ signal }) => getContestRace(contestRaceId, signal),
    retry: shouldRetryUnlessMissing,
  });

export function useContestRace(contestRaceId: number) {
  return useQuery(getContestRaceQueryOptions(contestRaceId));
}
