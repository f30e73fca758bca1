import { PAGE_SIZE } from '@cj/shared/constants';
import type { Play } from '@cj/shared/plays';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';

/** GET /race/{contestRaceId}/wagers?offset: a page of 10 plays on the contest race (closed races only, unless the caller is an administrator). */
function getRacePlays(contestRaceId: number, offset: number, signal?: AbortSignal): Promise<Play[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Play[]>(`/race/${contestRaceId}/wagers`, {
    params: { offset },
    signal,
  });
}

const getRacePlaysQueryOptions = (slug: string, contestRaceId: number) =>
  infiniteQueryOptions({
    queryKey: contestKeys.racePlays(slug, contestRaceId),
    queryFn: ({ pageParam, signal }) => getRacePlays(contestRaceId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.wagers),
  });

export function useRacePlays(slug: string, contestRaceId: number) {
  return useInfiniteQuery(getRacePlaysQueryOptions(slug, contestRaceId));
}
