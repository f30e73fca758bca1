import { type Player, PlayerSchema } from '@cj/shared/players';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys, contestPath } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { PLAYERS_REFRESH_MS } from './get-players';

/** GET /contest/{slug}/players/pinned?players=1,2: the entries pinned on this device. */
export function getPinnedPlayers(
  slug: string,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Player[]> {
  return emptyOnFailure(
    api.get(`${contestPath(slug)}/players/pinned`, {
      schema: z.array(PlayerSchema),
      params: { players: ids.join(',') },
      signal,
    }),
  );
}

export const getPinnedPlayersQueryOptions = (slug: string, ids: readonly number[]) =>
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
