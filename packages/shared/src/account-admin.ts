import { z } from 'zod';
import { ACCOUNT_MESSAGES, AccountSchema } from './accounts';
import { IsoDateTime } from './common';
import { LIMITS, PAGE_SIZE } from './constants';
import { emailField, requiredText } from './fields';
import { searchPageQuery } from './paging';

/** How many accounts the Recently Created Accounts card shows. */
export const RECENT_ACCOUNTS_COUNT = 10;

export const ACCOUNT_ADMIN_MESSAGES = {
  accountIdRequired: 'Account ID is required.',
  firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
  lastNameRequired: ACCOUNT_MESSAGES.lastNameRequired,
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  lockedRequired: 'Locked must be true or false.',
  administratorRequired: 'Administrator must be true or false.',
  emailTaken: ACCOUNT_MESSAGES.emailTaken,
  accountNotFound: 'Account not found.',
  cannotLockSelf: 'You cannot lock your own account.',
  cannotRevokeOwnAdministrator: 'You cannot remove your own administrator right.',
  lockedNoReset: 'This account is locked. Unlock it before sending a password reset email.',
  accountUpdated: 'Account updated successfully.',
  resetEmailSent: 'Password reset email sent.',
  /** Granting or taking the administrator right is confirmed first, naming the account and the change. */
  grantAdministratorTitle: 'Make Administrator',
  grantAdministratorQuestion: (email: string) =>
    `Make ${email} an administrator? They will be able to change contests, races, results, prizes and every account.`,
  grantAdministratorConfirm: 'Make Administrator',
  revokeAdministratorTitle: 'Remove Administrator',
  revokeAdministratorQuestion: (email: string) =>
    `Take the administrator right from ${email}? They will no longer be able to open the admin pages.`,
  revokeAdministratorConfirm: 'Remove Administrator',
} as const;

const M = ACCOUNT_ADMIN_MESSAGES;

/** An account as the admin pages read it: the account, and when it was created. */
export const AdminAccountSchema = AccountSchema.extend({ createdAt: IsoDateTime });
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/**
 * GET /admin/accounts?q&offset&count: a page of every account (50 by default), or of those whose name or e-mail
 * contains q once it has 2 or more characters. GET /admin/accounts/locked pages the same way (q unused).
 */
export const AccountListQuerySchema = searchPageQuery(PAGE_SIZE.accounts);

/** PUT /admin/accounts: the Edit Account form. */
export const UpdateAccountSchema = z.object({
  id: z.number({ error: M.accountIdRequired }).int(M.accountIdRequired).positive(M.accountIdRequired),
  firstName: requiredText(M.firstNameRequired, LIMITS.nameMax, 'First name'),
  lastName: requiredText(M.lastNameRequired, LIMITS.nameMax, 'Last name'),
  email: emailField(M.emailRequired),
  isLocked: z.boolean({ error: M.lockedRequired }),
  isAdministrator: z.boolean({ error: M.administratorRequired }),
});
export type UpdateAccount = z.input<typeof UpdateAccountSchema>;
