import { usePlayerCount as usePlayerCountQuery } from '@/api/contests/get-player-count';
import { PLAYERS_REFRESH_MS } from './get-players';

/** How many entries the contest has (GET /contest/{slug}/player-count), read again with the standings. */
export function usePlayerCount(slug: string) {
  return usePlayerCountQuery(slug, { refetchInterval: PLAYERS_REFRESH_MS });
}
