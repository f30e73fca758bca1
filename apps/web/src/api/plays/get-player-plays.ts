import type { Play } from '@cj/shared/plays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/**
 * GET /wagers/{contestSlug}/{playerId}: a player's plays. Plays on races still open are left out unless the player
 * is the caller's own or the caller is an administrator.
 */
function getPlayerPlays(slug: string, playerId: number, signal?: AbortSignal): Promise<Play[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Play[]>(`/wagers/${encodeURIComponent(slug)}/${playerId}`, { signal });
}

const getPlayerPlaysQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.playerPlays(slug, playerId),
    queryFn: ({ signal }) => getPlayerPlays(slug, playerId, signal),
  });

export function usePlayerPlays(slug: string, playerId: number) {
  return useQuery(getPlayerPlaysQueryOptions(slug, playerId));
}

/** The player’s own plays in the contest, for the races' collapsed rows ('Your pick'); nothing without an entry. */
export function usePlayerPicks(slug: string, playerId: number | null) {
  return useQuery({ ...getPlayerPlaysQueryOptions(slug, playerId ?? 0), enabled: playerId !== null });
}
