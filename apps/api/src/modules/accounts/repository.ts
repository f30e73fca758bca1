import { and, asc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, passwordResetCodes } from '../../db/schema/accounts';
import { containsPattern } from '../../lib/like-pattern';
import { accountColumns, personColumns } from './views';

const byEmail = (email: string) => sql`lower(${accounts.email}) = ${email.toLowerCase()}`;

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(byEmail(email));
  return row ?? null;
}

export async function insertAccount(
  db: DbOrTx,
  row: { firstName: string; lastName: string; email: string; passwordHash: string; rulesAcceptedAt?: Date },
) {
  const [account] = await db.insert(accounts).values(row).returning(accountColumns);
  return account!;
}

export async function findPasswordHash(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash(db: DbOrTx, accountId: number, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function setAdministrator(db: DbOrTx, email: string, isAdministrator: boolean) {
  const [row] = await db
    .update(accounts)
    .set({ isAdministrator })
    .where(byEmail(email))
    .returning(accountColumns);
  return row ?? null;
}

/** People whose name or e-mail contains the text; `%` and `_` in it are taken literally. */
export async function searchAccounts(db: DbOrTx, text: string, limit: number) {
  const pattern = containsPattern(text);
  return db
    .select(personColumns)
    .from(accounts)
    .where(
      or(
        ilike(accounts.email, pattern),
        ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
    .limit(limit);
}

/**
 * Stores a reset code for the account. The same statement runs when there is no such account (pass
 * NO_ACCOUNT_ID) and then stores nothing, so a request for a missing account does the same work.
 */
export async function insertResetCode(
  db: DbOrTx,
  row: { accountId: number; codeHash: string; expiresAt: Date },
) {
  await db.execute(sql`
    insert into password_reset_codes (account_id, code_hash, expires_at)
    select id, ${row.codeHash}, ${row.expiresAt.toISOString()}::timestamptz from accounts where id = ${row.accountId}`);
}

/** An id no account has (identity columns start at 1). */
export const NO_ACCOUNT_ID = 0;

/** Voids every outstanding code of the account: a newer code, or a reset, leaves no older one usable. */
export async function voidResetCodesOfAccount(db: DbOrTx, accountId: number, now: Date) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.accountId, accountId), isNull(passwordResetCodes.usedAt)));
}

const liveCode = (codeHash: string, now: Date) =>
  and(
    eq(passwordResetCodes.codeHash, codeHash),
    isNull(passwordResetCodes.usedAt),
    gt(passwordResetCodes.expiresAt, now),
  );

/** The account of an unused, unexpired code, or null; read before any costly work on the new password. */
export async function findLiveResetCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      isLocked: accounts.isLocked,
    })
    .from(passwordResetCodes)
    .innerJoin(accounts, eq(accounts.id, passwordResetCodes.accountId))
    .where(liveCode(codeHash, now));
  return row ?? null;
}

/** Marks a live code used and names its account, in one statement, so a code works once even under races. */
export async function consumeResetCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(liveCode(codeHash, now))
    .returning({ accountId: passwordResetCodes.accountId });
  return row ?? null;
}
