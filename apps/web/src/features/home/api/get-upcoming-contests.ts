import { ContestSummarySchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ContestSummaryListSchema = z.array(ContestSummarySchema);

/** GET /upcoming/contests?p: the published public contests of a property still to be run, soonest first. */
export function getUpcomingContests(property: number, signal?: AbortSignal) {
  return api.get('/upcoming/contests', { schema: ContestSummaryListSchema, params: { p: property }, signal });
}

export const getUpcomingContestsQueryOptions = (property: number) =>
  queryOptions({
    queryKey: ['contests', 'upcoming', property],
    queryFn: ({ signal }) => getUpcomingContests(property, signal),
  });

export function useUpcomingContests(property: number) {
  return useQuery(getUpcomingContestsQueryOptions(property));
}
