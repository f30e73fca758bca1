import type { Player } from '@cj/shared/players';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys, contestPath } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { PLAYERS_REFRESH_MS } from './get-players';

/** GET /contest/{slug}/players/pinned?players=1,2: the entries pinned on this device. */
function getPinnedPlayers(slug: string, ids: readonly number[], signal?: AbortSignal): Promise<Player[]> {
  return emptyOnFailure(
    // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
    api.get<Player[]>(`${contestPath(slug)}/players/pinned`, {
      params: { players: ids.join(',') },
      signal,
    }),
  );
}

const getPinnedPlayersQueryOptions = (slug: string, ids: readonly number[]) =>
  queryOptions({
    queryKey: contestKeys.pinnedPlayers(slug, ids),
    queryFn: ({ signal }) => getPinnedPlayers(slug, ids, signal),
    enabled: ids.length > 0,
    // While a new pin loads, keep showing the entries pinned before.
    placeholderData: keepPreviousData,
    refetchInterval: PLAYERS_REFRESH_MS,
  });

export function usePinnedPlayers(slug: string, ids: readonly number[]) {
  return useQuery(getPinnedPlayersQueryOptions(slug, ids));
}
