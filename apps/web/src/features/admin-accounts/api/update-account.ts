import { AdminAccountSchema, type UpdateAccount } from '@cj/shared/account-admin';
import type { Account } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountAdminKeys } from '@/features/admin-accounts/api/account-keys';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

/** PUT /admin/accounts: names, e-mail, locked, administrator. */
function updateAccount(changes: UpdateAccount) {
  return api.put('/admin/accounts', changes, { schema: AdminAccountSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountAdminKeys.account(account.id), account);
      // The admin's own names and e-mail show in the app too.
      if (queryClient.getQueryData<Account | null>(accountQueryKey)?.id === account.id) {
        void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      }
      // The account may move in or out of the locked list, and its name orders the lists.
      return queryClient.invalidateQueries({ queryKey: accountAdminKeys.all });
    },
  });
}
