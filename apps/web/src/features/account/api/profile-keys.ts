import type { Account } from '@cj/shared/accounts';
import type { Profile } from '@cj/shared/profile';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';

export const profileQueryKey = ['profile'] as const;

/** After a change: the page's profile, and the signed-in account the rest of the app reads (names, photo). */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData<Profile>(profileQueryKey, profile);
  const { emailPreferences: _preferences, ...account } = profile;
  queryClient.setQueryData<Account | null>(accountQueryKey, account);
}
