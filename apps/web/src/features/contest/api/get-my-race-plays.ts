import type { Play } from '@cj/shared/plays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** GET /race/{contestRaceId}/wagers/me (login): the account's plays on a race, every entry's. */
function getMyRacePlays(contestRaceId: number, signal?: AbortSignal): Promise<Play[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Play[]>(`/race/${contestRaceId}/wagers/me`, { signal });
}

const getMyRacePlaysQueryOptions = (slug: string, contestRaceId: number) =>
  queryOptions({
    queryKey: contestKeys.myRacePlays(slug, contestRaceId),
    queryFn: ({ signal }) => getMyRacePlays(contestRaceId, signal),
  });

export function useMyRacePlays(slug: string, contestRaceId: number) {
  return useQuery(getMyRacePlaysQueryOptions(slug, contestRaceId));
}
