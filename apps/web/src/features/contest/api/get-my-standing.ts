import type { Standing } from '@cj/shared/standing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys, contestPath } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';
import { PLAYERS_REFRESH_MS } from './get-players';

/** GET /contest/{slug}/players/me/standing?playerId= (login): where this entry stands and what it needs. */
function getMyStanding(slug: string, playerId: number, signal?: AbortSignal): Promise<Standing> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Standing>(`${contestPath(slug)}/players/me/standing?playerId=${playerId}`, { signal });
}

/** Under the contest's players, so whatever refreshes the standings (a finalized race, enrolling) refreshes it. */
const getMyStandingQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: [...contestKeys.myPlayers(slug), 'standing', playerId] as const,
    queryFn: ({ signal }) => getMyStanding(slug, playerId, signal),
  });

/** The chosen entry's standing, read again with the leaderboard; nothing asked without an entry. */
export function useMyStanding(slug: string, playerId: number | null) {
  return useQuery({
    ...getMyStandingQueryOptions(slug, playerId ?? 0),
    enabled: playerId !== null,
    refetchInterval: PLAYERS_REFRESH_MS,
  });
}
