import { DashboardContestsSchema } from '@cj/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/admin-dashboard/api/dashboard-keys';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard/contests: how many contests are in each state, and their entries. */
function getDashboardContests(signal?: AbortSignal) {
  return api.get('/admin/dashboard/contests', { schema: DashboardContestsSchema, signal });
}

const getDashboardContestsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.contests, queryFn: ({ signal }) => getDashboardContests(signal) });

export function useDashboardContests() {
  return useQuery(getDashboardContestsQueryOptions());
}
