import type { AdminAccount } from '@cj/shared/account-admin';
import { toAccountView } from '../accounts/views';
import type { AdminAccountRow } from './repository';

export const toAdminAccount = (row: AdminAccountRow): AdminAccount => ({
  ...toAccountView(row),
  createdAt: row.createdAt.toISOString(),
});
