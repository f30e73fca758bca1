import { AdminAccountSchema } from '@cj/shared/account-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountAdminKeys } from '@/features/admin-accounts/api/account-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/** GET /admin/accounts/{id}: 404 'Account not found.' for an account that does not exist. */
function getAccount(id: number, signal?: AbortSignal) {
  return api.get(`/admin/accounts/${id}`, { schema: AdminAccountSchema, signal });
}

const getAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountAdminKeys.account(id),
    queryFn: ({ signal }) => getAccount(id, signal),
    retry: shouldRetryUnlessMissing,
  });

export function useAdminAccount(id: number) {
  return useQuery(getAccountQueryOptions(id));
}
