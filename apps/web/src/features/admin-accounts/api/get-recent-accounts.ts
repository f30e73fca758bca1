import { AdminAccountSchema } from '@cj/shared/account-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountAdminKeys } from '@/features/admin-accounts/api/account-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';

/** GET /admin/accounts/recent: the newest accounts, newest first; empty on failure (spec §8). */
function getRecentAccounts(signal?: AbortSignal) {
  return emptyOnFailure(api.get('/admin/accounts/recent', { schema: z.array(AdminAccountSchema), signal }));
}

const getRecentAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountAdminKeys.recent,
    queryFn: ({ signal }) => getRecentAccounts(signal),
  });

export function useRecentAccounts() {
  return useQuery(getRecentAccountsQueryOptions());
}
