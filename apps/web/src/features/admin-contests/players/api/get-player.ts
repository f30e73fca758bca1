import { PlayerSchema } from '@cj/shared/players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestApiPath, contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/** GET /contest/{slug}/players/{id}: one entry with its account; 404 'Player not found'. */
function getPlayer(slug: string, playerId: number, signal?: AbortSignal) {
  return api.get(`${contestApiPath(slug)}/players/${playerId}`, { schema: PlayerSchema, signal });
}

const getPlayerQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.player(slug, playerId),
    queryFn: ({ signal }) => getPlayer(slug, playerId, signal),
    retry: shouldRetryUnlessMissing,
  });

export function usePlayer(slug: string, playerId: number) {
  return useQuery(getPlayerQueryOptions(slug, playerId));
}
