import type { Contest } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';
import { contestKeys, contestPath } from './contest-keys';

/**
 * GET /contest/{slug}: 404 for a contest that does not exist or that the visitor may not see (administrators see
 * drafts and hidden contests too).
 */
function getContest(slug: string, signal?: AbortSignal): Promise<Contest> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Contest>(contestPath(slug), { signal });
}

export const getContestQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.detail(slug),
    queryFn: ({ signal }) => getContest(slug, signal),
    // A missing contest stays missing: show the not-found page at once (403s are never retried either).
    retry: shouldRetryUnlessMissing,
  });

export function useContest(slug: string) {
  return useQuery(getContestQueryOptions(slug));
}
