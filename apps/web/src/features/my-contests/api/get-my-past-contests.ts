import { MyContestSummarySchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const MyContestListSchema = z.array(MyContestSummarySchema);

/** GET /contests/past: the contests the signed-in player played in that concluded or were cancelled. */
function getMyPastContests(signal?: AbortSignal) {
  return api.get('/contests/past', { schema: MyContestListSchema, signal });
}

const getMyPastContestsQueryOptions = () =>
  queryOptions({
    queryKey: ['contests', 'mine', 'past'],
    queryFn: ({ signal }) => getMyPastContests(signal),
  });

export function useMyPastContests() {
  return useQuery(getMyPastContestsQueryOptions());
}
