import { CountSchema } from '@cj/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestApiPath, contestKeys } from '@/features/admin/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /contest/{slug}/player-count: how many entries the contest has. */
export async function getPlayerCount(slug: string, signal?: AbortSignal) {
  return (await api.get(`${contestApiPath(slug)}/player-count`, { schema: CountSchema, signal })).count;
}

export const getPlayerCountQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.playerCount(slug),
    queryFn: ({ signal }) => getPlayerCount(slug, signal),
  });

export function usePlayerCount(slug: string) {
  return useQuery(getPlayerCountQueryOptions(slug));
}
