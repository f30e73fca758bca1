import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/accounts';

export async function insertSession(
  db: DbOrTx,
  row: { accountId: number; tokenHash: string; expiresAt: Date },
) {
  const [session] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return session!;
}

interface LiveSessionRow {
  session_id: number;
  expires_at: string | Date;
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_locked: boolean;
  is_administrator: boolean;
  photo_path: string | null;
}

/**
 * The unexpired session of a token hash, with its account. Plain SQL: every signed-in request runs it, and
 * Drizzle's query builder costs more CPU than the statement itself.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const result = await db.execute(sql`
    select s.id as session_id, s.expires_at, a.id, a.first_name, a.last_name, a.email, a.is_locked,
      a.is_administrator, a.photo_path
    from sessions s
    join accounts a on a.id = s.account_id
    where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz`);
  const [row] = (result as unknown as { rows: LiveSessionRow[] }).rows;
  if (!row) return null;
  return {
    sessionId: row.session_id,
    expiresAt: new Date(row.expires_at),
    account: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      isLocked: row.is_locked,
      isAdministrator: row.is_administrator,
      photoPath: row.photo_path,
    },
  };
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
