import { PAGE_SIZE } from '@cj/shared/constants';
import { PlayerSchema } from '@cj/shared/players';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestApiPath, contestKeys } from '@/features/admin/api/contest-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';

/** GET /contest/{slug}/players?offset: a page of 10 entries in leaderboard order. */
export function getPlayersPage(slug: string, offset: number, signal?: AbortSignal) {
  return api.get(`${contestApiPath(slug)}/players`, {
    schema: z.array(PlayerSchema),
    params: { offset },
    signal,
  });
}

/** The players list shows as empty rather than failing (spec §8). */
export function getPlayers(slug: string, offset: number, signal?: AbortSignal) {
  return emptyOnFailure(getPlayersPage(slug, offset, signal));
}

export const getPlayersQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: contestKeys.playerList(slug),
    queryFn: ({ pageParam, signal }) => getPlayers(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.players),
  });

export function usePlayers(slug: string) {
  return useInfiniteQuery(getPlayersQueryOptions(slug));
}
