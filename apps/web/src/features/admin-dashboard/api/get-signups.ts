import { SIGNUP_CHART_DAYS, SignupsPerDaySchema } from '@cj/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/admin-dashboard/api/dashboard-keys';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard/signups?days: sign-ups per UTC day, oldest first, every day present. */
function getSignups(days: number, signal?: AbortSignal) {
  return api.get('/admin/dashboard/signups', { schema: SignupsPerDaySchema, params: { days }, signal });
}

const getSignupsQueryOptions = (days: number = SIGNUP_CHART_DAYS.default) =>
  queryOptions({ queryKey: dashboardKeys.signups(days), queryFn: ({ signal }) => getSignups(days, signal) });

export function useSignups(days?: number) {
  return useQuery(getSignupsQueryOptions(days));
}
