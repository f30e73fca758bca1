import type { PublicContestSummary } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from '@/lib/api-client';

/** GET /upcoming/contests?p: the published public contests of a property still to be run, soonest first. */
function getUpcomingContests(property: number, signal?: AbortSignal) {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<PublicContestSummary[]>('/upcoming/contests', { params: { p: property }, signal });
}

export const getUpcomingContestsQueryOptions = (property: number) =>
  queryOptions({
    queryKey: ['contests', 'upcoming', property],
    queryFn: ({ signal }) => getUpcomingContests(property, signal),
  });

export function useUpcomingContests(property: number) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useQuery(getUpcomingContestsQueryOptions(property)));
}
