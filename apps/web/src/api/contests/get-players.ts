import { PAGE_SIZE } from '@cj/shared/constants';
import type { Player } from '@cj/shared/players';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';
import { contestKeys, contestPath } from './contest-keys';

/** GET /contest/{slug}/players?offset: a page of 10 entries, by rank. */
export function getPlayersPage(slug: string, offset: number, signal?: AbortSignal): Promise<Player[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Player[]>(`${contestPath(slug)}/players`, { params: { offset }, signal });
}

/** The players list shows as empty rather than failing (spec §8). */
function getPlayers(slug: string, offset: number, signal?: AbortSignal): Promise<Player[]> {
  return emptyOnFailure(getPlayersPage(slug, offset, signal));
}

export const getPlayersQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: contestKeys.allPlayers(slug),
    queryFn: ({ pageParam, signal }) => getPlayers(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.leaderboard),
  });

/** `refetchInterval`: how often a page that shows the standings looks again. */
export function usePlayers(slug: string, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useInfiniteQuery({ ...getPlayersQueryOptions(slug), refetchInterval });
}
