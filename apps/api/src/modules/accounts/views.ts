import type { SessionAccount } from '../../app-context';
import { accounts } from '../../db/schema/accounts';

/** An account as the API shows it to its owner (and, with more, to administrators). */
export const toAccountView = (account: SessionAccount) => ({
  id: account.id,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  isLocked: account.isLocked,
  isAdministrator: account.isAdministrator,
  photo: account.photoPath ? `/uploads/${account.photoPath}` : null,
});

/** The columns that name an account in a list of people: its id, names and e-mail. */
export const personColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
};

/** The columns of an account that its session and every view of it read. */
export const accountColumns = {
  ...personColumns,
  isLocked: accounts.isLocked,
  isAdministrator: accounts.isAdministrator,
  photoPath: accounts.photoPath,
};
