import { useDeferredValue } from 'react';
import { usePrizes as usePrizesQuery } from '@/api/contests/get-prizes';

/** The contest's prizes by placement (GET /contest/{slug}/prizes). */
export function usePrizes(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(usePrizesQuery(slug));
}
