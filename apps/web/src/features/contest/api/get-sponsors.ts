import { useDeferredValue } from 'react';
import { useSponsors as useSponsorsQuery } from '@/api/contests/get-sponsors';

/** The contest's sponsors (GET /contest/{slug}/sponsor). */
export function useSponsors(slug: string) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useSponsorsQuery(slug));
}
