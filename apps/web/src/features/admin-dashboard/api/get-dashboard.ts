import { DashboardSchema } from '@cj/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/admin-dashboard/api/dashboard-keys';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard: accounts (total, month and year to date), contests per account, paid prizes. */
function getDashboard(signal?: AbortSignal) {
  return api.get('/admin/dashboard', { schema: DashboardSchema, signal });
}

const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.figures, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
