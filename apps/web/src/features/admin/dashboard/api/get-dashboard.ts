import { DashboardSchema } from '@cj/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/dashboard-keys';

/** GET /admin/dashboard: accounts (total, month and year to date), contests per account, paid prizes. */
export function getDashboard(signal?: AbortSignal) {
  return api.get('/admin/dashboard', { schema: DashboardSchema, signal });
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.figures, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
