import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';

/** The address and greeting name of an account, for a message addressed to it. */
export async function findRecipient(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}
