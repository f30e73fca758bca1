import { PAGE_SIZE } from '@cj/shared/constants';
import { PlaySchema } from '@cj/shared/plays';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';

/** GET /race/{contestRaceId}/wagers?offset: a page of 10 plays on the contest race (administrators see all). */
export function getContestRacePlays(contestRaceId: number, offset: number, signal?: AbortSignal) {
  return api.get(`/race/${contestRaceId}/wagers`, {
    schema: z.array(PlaySchema),
    params: { offset },
    signal,
  });
}

export const getContestRacePlaysQueryOptions = (contestRaceId: number) =>
  infiniteQueryOptions({
    queryKey: contestKeys.contestRacePlays(contestRaceId),
    queryFn: ({ pageParam, signal }) => getContestRacePlays(contestRaceId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.wagers),
  });

export function useContestRacePlays(contestRaceId: number) {
  return useInfiniteQuery(getContestRacePlaysQueryOptions(contestRaceId));
}
