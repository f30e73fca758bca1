import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, emailPreferences } from '../../db/schema/accounts';
import { accountColumns } from '../accounts/views';

export async function findAccountById(db: DbOrTx, accountId: number) {
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function updateNames(
  db: DbOrTx,
  accountId: number,
  names: { firstName: string; lastName: string },
) {
  const [row] = await db
    .update(accounts)
    .set(names)
    .where(eq(accounts.id, accountId))
    .returning(accountColumns);
  return row ?? null;
}

/** The current photo's file name, the account row locked until the transaction ends; undefined if no account. */
export async function lockPhoto(tx: DbOrTx, accountId: number) {
  const [row] = await tx
    .select({ photoPath: accounts.photoPath })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row;
}

export async function setPhoto(tx: DbOrTx, accountId: number, photoPath: string) {
  const [row] = await tx
    .update(accounts)
    .set({ photoPath })
    .where(eq(accounts.id, accountId))
    .returning(accountColumns);
  return row ?? null;
}

/** The choices recorded for an address (any letter case). */
export async function listEmailPreferences(db: DbOrTx, email: string) {
  return db
    .select({ type: emailPreferences.type, enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(sql`lower(${emailPreferences.email}) = ${email.toLowerCase()}`);
}
