import { and, eq, ne, sql } from 'drizzle-orm';
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

interface FindLiveSessionsValues {
  tokenHashes: string[];
}

const findLiveSessionsStatement = hotStatement<FindLiveSessionsValues>(
  'find_live_sessions',
  (value) => sql`
    select s.token_hash, s.id as session_id, s.expires_at, a.id, a.first_name, a.last_name, a.email, a.is_locked,
      a.is_administrator, a.photo_path
    from sessions s
    join accounts a on a.id = s.account_id
    where s.token_hash = any(${value.tokenHashes}::text[])`,
);

export type LiveSession = ReturnType<typeof toLiveSession>;

const toLiveSession = (row: LiveSessionRow) => ({
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
});

/**
 * The sessions of these token hashes, with their accounts, by token hash; the caller checks expiry against its own
 * clock (a test clock may differ per request). Plain SQL as a prepared statement compiled once: every signed-in
 * request the session cache cannot answer runs it (several at once, session-lookups.ts), and Drizzle's query
 * builder, or planning the join each time, costs more CPU than running it.
 */
export async function findLiveSessions(db: DbOrTx, tokenHashes: readonly string[]) {
  const rows = await executePrepared<LiveSessionRow & { token_hash: string }, FindLiveSessionsValues>(
    db,
    findLiveSessionsStatement,
    { tokenHashes: [...tokenHashes] },
  );
  return new Map(rows.map((row) => [row.token_hash, toLiveSession(row)]));
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

/** Ends every session of the account but one (the one that asked), answering the ids of those ended. */
export async function deleteOtherSessionsOfAccount(db: DbOrTx, accountId: number, keptSessionId: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keptSessionId)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}
