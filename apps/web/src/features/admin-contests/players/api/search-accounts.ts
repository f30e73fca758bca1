import { AccountSearchResultSchema } from '@cj/shared/accounts';
import { USER_SEARCH_MIN_CHARS } from '@cj/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /account/search?q: accounts by name or e-mail, for an administrator picking players. */
function searchAccounts(text: string, signal?: AbortSignal) {
  return api.get('/account/search', { schema: AccountSearchResultSchema, params: { q: text }, signal });
}

/** Whether `text` may be searched for: 3 characters or more (spec §5). */
export const isAccountSearchText = (text: string) => text.trim().length >= USER_SEARCH_MIN_CHARS;

export const searchAccountsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: contestKeys.accountSearch(text.trim()),
    queryFn: ({ signal }) => searchAccounts(text.trim(), signal),
    enabled: isAccountSearchText(text),
    // The options stay while the next search loads.
    placeholderData: keepPreviousData,
  });

export function useAccountSearch(text: string) {
  return useQuery(searchAccountsQueryOptions(text));
}
