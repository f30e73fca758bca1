import type { Player } from '@cj/shared/players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys, contestPath } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** GET /contest/{slug}/players/me (login): the signed-in account's entries. */
function getMyPlayers(slug: string, signal?: AbortSignal): Promise<Player[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Player[]>(`${contestPath(slug)}/players/me`, { signal });
}

const getMyPlayersQueryOptions = (slug: string, signedIn: boolean) =>
  queryOptions({
    queryKey: contestKeys.myPlayers(slug),
    queryFn: ({ signal }) => getMyPlayers(slug, signal),
    enabled: signedIn,
  });

/** The account's entries; an empty list for a visitor, who has none. */
export function useMyPlayers(slug: string, signedIn: boolean) {
  return useQuery(getMyPlayersQueryOptions(slug, signedIn));
}
