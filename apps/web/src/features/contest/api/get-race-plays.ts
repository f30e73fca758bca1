import { PAGE_SIZE } from '@cj/shared/constants';
import { type Play, PlaySchema } from '@cj/shared/plays';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';

/** GET /race/{contestRaceId}/wagers?offset: every play on a closed race, 10 a page. */
export function getRacePlays(contestRaceId: number, offset: number, signal?: AbortSignal): Promise<Play[]> {
  return api.get(`/race/${contestRaceId}/wagers`, {
    schema: z.array(PlaySchema),
    params: { offset },
    signal,
  });
}

export const getRacePlaysQueryOptions = (slug: string, contestRaceId: number) =>
  infiniteQueryOptions({
    queryKey: contestKeys.raceWagers(slug, contestRaceId),
    queryFn: ({ pageParam, signal }) => getRacePlays(contestRaceId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.wagers),
  });

export function useRacePlays(slug: string, contestRaceId: number) {
  return useInfiniteQuery(getRacePlaysQueryOptions(slug, contestRaceId));
}
