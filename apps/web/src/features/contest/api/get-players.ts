import { PAGE_SIZE } from '@cj/shared/constants';
import { type Player, PlayerSchema } from '@cj/shared/players';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';
import { contestKeys, contestPath } from './query-keys';

export const PLAYERS_REFRESH_MS = 60_000;

/** GET /contest/{slug}/players?offset: a page of 10 entries, by rank. */
export function getPlayers(slug: string, offset: number, signal?: AbortSignal): Promise<Player[]> {
  return emptyOnFailure(
    api.get(`${contestPath(slug)}/players`, { schema: z.array(PlayerSchema), params: { offset }, signal }),
  );
}

export const getPlayersQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: contestKeys.allPlayers(slug),
    queryFn: ({ pageParam, signal }) => getPlayers(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.leaderboard),
    refetchInterval: PLAYERS_REFRESH_MS,
  });

export function usePlayers(slug: string) {
  return useInfiniteQuery(getPlayersQueryOptions(slug));
}
