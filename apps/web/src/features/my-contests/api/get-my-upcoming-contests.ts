import { ContestSummarySchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ContestSummaryListSchema = z.array(ContestSummarySchema);

/** GET /contests/upcoming: the contests the signed-in player holds an entry in that have not concluded. */
export function getMyUpcomingContests(signal?: AbortSignal) {
  return api.get('/contests/upcoming', { schema: ContestSummaryListSchema, signal });
}

export const getMyUpcomingContestsQueryOptions = () =>
  queryOptions({
    queryKey: ['contests', 'mine', 'upcoming'],
    queryFn: ({ signal }) => getMyUpcomingContests(signal),
  });

export function useMyUpcomingContests() {
  return useQuery(getMyUpcomingContestsQueryOptions());
}
