import { AdminContestSummarySchema } from '@cj/shared/contest-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /admin/contests: every contest, drafts and hidden ones too, the latest start first. */
function getAdminContests(signal?: AbortSignal) {
  return api.get('/admin/contests', { schema: z.array(AdminContestSummarySchema), signal });
}

const getAdminContestsQueryOptions = () =>
  queryOptions({ queryKey: contestKeys.list, queryFn: ({ signal }) => getAdminContests(signal) });

export function useAdminContests() {
  return useQuery(getAdminContestsQueryOptions());
}
