import {
  ACCOUNT_ADMIN_MESSAGES as M,
  RECENT_ACCOUNTS_COUNT,
  type UpdateAccountSchema,
} from '@cj/shared/account-admin';
import { AuditEventType } from '@cj/shared/enums';
import { isSearchText } from '@cj/shared/paging';
import type { z } from 'zod';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { sendPasswordReset } from '../accounts/service';
import { announceSessionsEnded, endSessionsOfAccount, forgetSessions } from '../accounts/session-service';
import { auditOperatorAction } from '../audit/operator-action';
import { accountSubject, type Operator, yesNo } from '../audit/subjects';
import {
  type AdminAccountRow,
  emailUsedByAnother,
  findAdminAccount,
  listAccounts,
  listRecentAccounts,
  updateAccount,
} from './repository';
import { toAdminAccount } from './views';

type UpdateAccountInput = z.output<typeof UpdateAccountSchema>;

/** All Accounts: a page (50 by default) of every account, or of those matching a search of 2+ characters. */
export async function accountsPage(ctx: AppContext, query: { q: string; offset: number; count: number }) {
  const rows = await listAccounts(ctx.db, {
    search: isSearchText(query.q) ? query.q : undefined,
    offset: query.offset,
    limit: query.count,
  });
  return rows.map(toAdminAccount);
}

export async function lockedAccountsPage(ctx: AppContext, query: { offset: number; count: number }) {
  const rows = await listAccounts(ctx.db, { lockedOnly: true, offset: query.offset, limit: query.count });
  return rows.map(toAdminAccount);
}

export async function recentAccounts(ctx: AppContext) {
  return (await listRecentAccounts(ctx.db, RECENT_ACCOUNTS_COUNT)).map(toAdminAccount);
}

async function existingAccount(ctx: AppContext, id: number | null) {
  const row = id === null ? null : await findAdminAccount(ctx.db, id);
  if (!row) throw notFound(M.accountNotFound);
  return row;
}

export async function getAccount(ctx: AppContext, id: number | null) {
  return toAdminAccount(await existingAccount(ctx, id));
}

/** What an account edit did, in the operator's words: a grant, a lock and their undoing say so. */
function accountEditAction(before: AdminAccountRow, after: AdminAccountRow) {
  if (!before.isAdministrator && after.isAdministrator) return 'granted administrator rights to';
  if (before.isAdministrator && !after.isAdministrator) return 'took administrator rights from';
  if (!before.isLocked && after.isLocked) return 'locked';
  if (before.isLocked && !after.isLocked) return 'unlocked';
  return 'changed';
}

/** An account change (type 17), in the change's transaction, with each changed field before → after. */
async function auditAccountChange(
  tx: DbOrTx,
  editor: Operator,
  before: AdminAccountRow,
  after: AdminAccountRow,
) {
  await auditOperatorAction(tx, {
    eventType: AuditEventType.AccountChanged,
    operator: editor,
    action: accountEditAction(before, after),
    subject: accountSubject(before),
    changes: [
      { field: 'first name', before: before.firstName, after: after.firstName },
      { field: 'last name', before: before.lastName, after: after.lastName },
      { field: 'e-mail', before: before.email, after: after.email },
      { field: 'locked', before: yesNo(before.isLocked), after: yesNo(after.isLocked) },
      { field: 'administrator', before: yesNo(before.isAdministrator), after: yesNo(after.isAdministrator) },
    ],
  });
}

/**
 * PUT /admin/accounts: the Edit Account form. An administrator can neither lock their own account nor take away
 * their own administrator right (so the product never loses its last one by accident). Locking signs the account
 * out at once (its sessions answer 401 with the lock's message), unlocking ends those sessions; e-mail addresses
 * stay unique ignoring case.
 */
export async function editAccount(ctx: AppContext, editor: SessionAccount, input: UpdateAccountInput) {
  if (input.id === editor.id && input.isLocked) throw badRequest(M.cannotLockSelf);
  if (input.id === editor.id && !input.isAdministrator) throw badRequest(M.cannotRevokeOwnAdministrator);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (await emailUsedByAnother(tx, input.email, input.id)) throw conflict(M.emailTaken);
      const { id, ...changes } = input;
      const before = await findAdminAccount(tx, id);
      const updated = before && (await updateAccount(tx, id, changes));
      if (!before || !updated) throw notFound(M.accountNotFound);
      await auditAccountChange(tx, editor, before, updated);
      // A locked account's sessions stay, refused with the lock's message so an open page can say why; an unlock
      // ends them, so no device of the time before the lock comes back signed in.
      const unlocked = before.isLocked && !updated.isLocked;
      if (unlocked) await endSessionsOfAccount(tx, id);
      return { ...updated, signedOut: updated.isLocked || unlocked };
    });
    // Its live-event streams close too, on every instance; a cached session shows the change.
    if (row.signedOut) await announceSessionsEnded(ctx, { accountId: row.id });
    else forgetSessions(ctx, { accountId: row.id });
    return toAdminAccount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailTaken);
    throw error;
  }
}

/** Sends the account a password reset link, as a forgotten-password request would; not to a locked account. */
export async function sendAccountPasswordReset(
  ctx: AppContext,
  operator: Operator,
  id: number | null,
  site: { brand: string; siteUrl: string },
) {
  const account = await existingAccount(ctx, id);
  if (account.isLocked) throw conflict(M.lockedNoReset);
  await sendPasswordReset(ctx, account, site, (tx) =>
    auditOperatorAction(tx, {
      eventType: AuditEventType.AccountChanged,
      operator,
      action: 'sent a password reset e-mail to',
      subject: accountSubject(account),
    }),
  );
}
