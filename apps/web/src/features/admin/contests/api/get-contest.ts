import { ContestSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestApiPath, contestKeys } from '@/features/admin/api/contest-keys';
import { api, isApiClientError } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';

/** GET /contest/{slug}: administrators see drafts and hidden contests too; 404 'Contest not found.' */
export function getContest(slug: string, signal?: AbortSignal) {
  return api.get(contestApiPath(slug), { schema: ContestSchema, signal });
}

export const getContestQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.detail(slug),
    queryFn: ({ signal }) => getContest(slug, signal),
    // A contest that does not exist stays so.
    retry: (failureCount, error) => !isApiClientError(error, 404) && shouldRetryQuery(failureCount, error),
  });

export function useContest(slug: string) {
  return useQuery(getContestQueryOptions(slug));
}
