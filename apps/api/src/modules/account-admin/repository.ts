import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { containsPattern } from '../../lib/like-pattern';
import { accountColumns } from '../accounts/views';

const adminAccountColumns = { ...accountColumns, createdAt: accounts.createdAt };
export type AdminAccountRow = NonNullable<Awaited<ReturnType<typeof findAdminAccount>>>;

const byName = [
  asc(sql`lower(${accounts.lastName})`),
  asc(sql`lower(${accounts.firstName})`),
  asc(accounts.id),
];

const nameOrEmailContains = (text: string) => {
  const pattern = containsPattern(text);
  return or(
    ilike(accounts.email, pattern),
    ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
  );
};

/** A page of accounts by last name, first name: all of them, or those whose name or e-mail contains `search`. */
export async function listAccounts(
  db: DbOrTx,
  page: { search?: string; lockedOnly?: boolean; offset: number; limit: number },
) {
  const filters: (SQL | undefined)[] = [
    page.search ? nameOrEmailContains(page.search) : undefined,
    page.lockedOnly ? eq(accounts.isLocked, true) : undefined,
  ];
  return db
    .select(adminAccountColumns)
    .from(accounts)
    .where(and(...filters))
    .orderBy(...byName)
    .offset(page.offset)
    .limit(page.limit);
}

export async function listRecentAccounts(db: DbOrTx, limit: number) {
  return db
    .select(adminAccountColumns)
    .from(accounts)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(limit);
}

export async function findAdminAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select(adminAccountColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Whether another account already uses the address (any letter case). */
export async function emailUsedByAnother(db: DbOrTx, email: string, accountId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, ne(accounts.id, accountId)));
  return Boolean(row);
}

export async function updateAccount(
  db: DbOrTx,
  accountId: number,
  changes: {
    firstName: string;
    lastName: string;
    email: string;
    isLocked: boolean;
    isAdministrator: boolean;
  },
) {
  const [row] = await db
    .update(accounts)
    .set(changes)
    .where(eq(accounts.id, accountId))
    .returning(adminAccountColumns);
  return row ?? null;
}
