import { CountSchema } from '@cj/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PLAYERS_REFRESH_MS } from './get-players';
import { contestKeys, contestPath } from './query-keys';

/** GET /contest/{slug}/player-count: how many entries the contest has. */
export async function getPlayerCount(slug: string, signal?: AbortSignal): Promise<number> {
  return (await api.get(`${contestPath(slug)}/player-count`, { schema: CountSchema, signal })).count;
}

export const getPlayerCountQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.playerCount(slug),
    queryFn: ({ signal }) => getPlayerCount(slug, signal),
    refetchInterval: PLAYERS_REFRESH_MS,
  });

export function usePlayerCount(slug: string) {
  return useQuery(getPlayerCountQueryOptions(slug));
}
