import { AdminAccountSchema } from '@cj/shared/account-admin';
import { PAGE_SIZE } from '@cj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountAdminKeys } from '@/features/admin-accounts/api/account-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';

/** GET /admin/accounts/locked?offset&count: a page of 50 locked accounts by name; empty on failure (spec §8). */
function getLockedAccounts(offset: number, signal?: AbortSignal) {
  return emptyOnFailure(
    api.get('/admin/accounts/locked', {
      schema: z.array(AdminAccountSchema),
      params: { offset, count: PAGE_SIZE.accounts },
      signal,
    }),
  );
}

const getLockedAccountsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accountAdminKeys.locked,
    queryFn: ({ pageParam, signal }) => getLockedAccounts(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.accounts),
  });

export function useLockedAccounts() {
  return useInfiniteQuery(getLockedAccountsQueryOptions());
}
