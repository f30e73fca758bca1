import { PAGE_SIZE } from '@cj/shared/constants';
import { type Wager, WagerSchema } from '@cj/shared/wagers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';

/** GET /race/{contestRaceId}/wagers?offset: every play on a closed race, 10 a page. */
export function getRaceWagers(contestRaceId: number, offset: number, signal?: AbortSignal): Promise<Wager[]> {
  return api.get(`/race/${contestRaceId}/wagers`, {
    schema: z.array(WagerSchema),
    params: { offset },
    signal,
  });
}

export const getRaceWagersQueryOptions = (slug: string, contestRaceId: number) =>
  infiniteQueryOptions({
    queryKey: contestKeys.raceWagers(slug, contestRaceId),
    queryFn: ({ pageParam, signal }) => getRaceWagers(contestRaceId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.wagers),
  });

export function useRaceWagers(slug: string, contestRaceId: number) {
  return useInfiniteQuery(getRaceWagersQueryOptions(slug, contestRaceId));
}
