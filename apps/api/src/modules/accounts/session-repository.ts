import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hotStatement } from '../../db/hot-statement';
import { executePrepared } from '../../db/prepared';
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

interface FindLiveSessionValues {
  tokenHash: string;
  now: string;
}

const findLiveSessionStatement = hotStatement<FindLiveSessionValues>(
  'find_live_session',
  (value) => sql`
    select s.id as session_id, s.expires_at, a.id, a.first_name, a.last_name, a.email, a.is_locked,
      a.is_administrator, a.photo_path
    from sessions s
    join accounts a on a.id = s.account_id
    where s.token_hash = ${value.tokenHash}::text and s.expires_at > ${value.now}::timestamptz`,
);

/**
 * The unexpired session of a token hash, with its account. Plain SQL as a prepared statement compiled once: every signed-in
 * request the session cache cannot answer runs it, and Drizzle's query builder, or planning the join each time,
 * costs more CPU than running it.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await executePrepared<LiveSessionRow, FindLiveSessionValues>(db, findLiveSessionStatement, {
    tokenHash,
    now: now.toISOString(),
  });
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
