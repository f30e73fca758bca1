import { AdminAccountSchema } from '@cj/shared/account-admin';
import { PAGE_SIZE } from '@cj/shared/constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountAdminKeys } from '@/features/admin-accounts/api/account-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';

/**
 * GET /admin/accounts?q&offset&count: a page of 50 accounts by name, those matching `q` when it is given (2+
 * characters). An empty list on failure (spec §8).
 */
function getAccounts(q: string, offset: number, signal?: AbortSignal) {
  return emptyOnFailure(
    api.get('/admin/accounts', {
      schema: z.array(AdminAccountSchema),
      params: { q: q || undefined, offset, count: PAGE_SIZE.accounts },
      signal,
    }),
  );
}

const getAccountsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: accountAdminKeys.search(q),
    queryFn: ({ pageParam, signal }) => getAccounts(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.accounts),
    // The list stays while the next search loads, rather than blinking to 'Loading accounts...'.
    placeholderData: keepPreviousData,
  });

export function useAccounts(q: string) {
  return useInfiniteQuery(getAccountsQueryOptions(q));
}
