import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions } from '../../db/schema/accounts';

export async function insertSession(
  db: DbOrTx,
  row: { accountId: number; tokenHash: string; expiresAt: Date },
) {
  const [session] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return session!;
}

export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        isLocked: accounts.isLocked,
        isAdministrator: accounts.isAdministrator,
        photoPath: accounts.photoPath,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function extendSession(db: DbOrTx, sessionId: number, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfAccount(db: DbOrTx, accountId: number) {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
