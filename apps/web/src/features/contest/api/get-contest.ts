import { useDeferredValue } from 'react';
import { useContest as useContestQuery } from '@/api/contests/get-contest';

/** The contest the page shows (GET /contest/{slug}). */
export function useContest(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useContestQuery(slug));
}
