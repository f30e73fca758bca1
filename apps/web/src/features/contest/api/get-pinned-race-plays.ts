import type { Play } from '@cj/shared/plays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** GET /race/{contestRaceId}/wagers/pinned?players=1,2: the pinned entries' plays on a race (others' once closed). */
function getPinnedRacePlays(
  contestRaceId: number,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Play[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Play[]>(`/race/${contestRaceId}/wagers/pinned`, {
    params: { players: ids.join(',') },
    signal,
  });
}

const getPinnedRacePlaysQueryOptions = (slug: string, contestRaceId: number, ids: readonly number[]) =>
  queryOptions({
    // Under the contest's plays, so a play placed or removed refreshes it with the rest.
    queryKey: contestKeys.pinnedRacePlays(slug, contestRaceId, ids),
    queryFn: ({ signal }) => getPinnedRacePlays(contestRaceId, ids, signal),
    enabled: ids.length > 0,
  });

export function usePinnedRacePlays(slug: string, contestRaceId: number, ids: readonly number[]) {
  return useQuery(getPinnedRacePlaysQueryOptions(slug, contestRaceId, ids));
}
