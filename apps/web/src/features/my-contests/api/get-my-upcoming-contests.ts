import { MyContestSummarySchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const MyContestListSchema = z.array(MyContestSummarySchema);

/** GET /contests/upcoming: the contests the signed-in player holds an entry in that have not concluded. */
function getMyUpcomingContests(signal?: AbortSignal) {
  return api.get('/contests/upcoming', { schema: MyContestListSchema, signal });
}

const getMyUpcomingContestsQueryOptions = () =>
  queryOptions({
    queryKey: ['contests', 'mine', 'upcoming'],
    queryFn: ({ signal }) => getMyUpcomingContests(signal),
  });

export function useMyUpcomingContests() {
  return useQuery(getMyUpcomingContestsQueryOptions());
}
