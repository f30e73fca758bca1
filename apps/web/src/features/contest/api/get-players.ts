import { useDeferredValue } from 'react';
import { usePlayers as usePlayersQuery } from '@/api/contests/get-players';

/** Standings move as results come in: the contest page looks again every minute. */
export const PLAYERS_REFRESH_MS = 60_000;

/** The contest page's entries by rank (GET /contest/{slug}/players), read again every minute. */
export function usePlayers(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(usePlayersQuery(slug, { refetchInterval: PLAYERS_REFRESH_MS }));
}
