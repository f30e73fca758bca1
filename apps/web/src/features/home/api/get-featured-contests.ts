import type { ContestSummary } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from '@/lib/api-client';

/** GET /featured/contests?p: the featured ones among the upcoming contests of the site's property. */
function getFeaturedContests(property: number, signal?: AbortSignal) {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<ContestSummary[]>('/featured/contests', { params: { p: property }, signal });
}

export const getFeaturedContestsQueryOptions = (property: number) =>
  queryOptions({
    queryKey: ['contests', 'featured', property],
    queryFn: ({ signal }) => getFeaturedContests(property, signal),
  });

export function useFeaturedContests(property: number) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useQuery(getFeaturedContestsQueryOptions(property)));
}
