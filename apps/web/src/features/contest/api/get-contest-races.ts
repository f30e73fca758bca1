import { useDeferredValue } from 'react';
import { useContestRaces as useContestRacesQuery } from '@/api/contests/get-contest-races';

/** Races close and finish while the page is open: look again every minute. */
const RACES_REFRESH_MS = 60_000;

/** The contest page's races (GET /contest/{slug}/races), read again every minute. */
export function useContestRaces(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useContestRacesQuery(slug, { refetchInterval: RACES_REFRESH_MS }));
}
