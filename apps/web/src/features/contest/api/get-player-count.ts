import { useDeferredValue } from 'react';
import { usePlayerCount as usePlayerCountQuery } from '@/api/contests/get-player-count';
import { PLAYERS_REFRESH_MS } from './get-players';

/** How many entries the contest has (GET /contest/{slug}/player-count), read again with the standings. */
export function usePlayerCount(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(usePlayerCountQuery(slug, { refetchInterval: PLAYERS_REFRESH_MS }));
}
