import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { auditLogs } from '../../db/schema/audit';
import { containsPattern } from '../../lib/like-pattern';
import { type AuditEntry, insertIntoAuditLogs } from './audit-row';

/** Writes the entries, in order, in one statement (none for none). */
export async function insertAuditLogs(db: DbOrTx, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLogs).values(
    entries.map((entry) => ({
      eventType: entry.eventType,
      content: entry.content,
      accountId: entry.accountId ?? null,
      contestId: entry.contestId ?? null,
    })),
  );
}

/**
 * One statement: an audit row whose content is `head`, then how many plays the race holds (counted as the row is
 * written, so a finalize adds one statement however many plays it scored), then '.'.
 */
export async function insertAuditLogCountingPlays(
  db: DbOrTx,
  entry: Omit<AuditEntry, 'content'> & { head: string; raceId: number },
) {
  await db.execute(sql`
    ${insertIntoAuditLogs}
    select ${entry.eventType}::smallint, ${entry.accountId ?? null}::integer, ${entry.contestId ?? null}::integer,
      ${entry.head} || count(*) || case when count(*) = 1 then ' play' else ' plays' end || ' scored.'
    from wagers where race_id = ${entry.raceId}`);
}

/** A page of one event type's log, newest first; `search` keeps messages whose text or account e-mail has it. */
export async function listAuditLogs(
  db: DbOrTx,
  page: { eventType: number; search?: string; offset: number; limit: number },
) {
  const pattern = page.search ? containsPattern(page.search) : null;
  return db
    .select({
      id: auditLogs.id,
      content: auditLogs.content,
      createdAt: auditLogs.createdAt,
      email: accounts.email,
    })
    .from(auditLogs)
    .leftJoin(accounts, eq(accounts.id, auditLogs.accountId))
    .where(
      and(
        eq(auditLogs.eventType, page.eventType),
        pattern ? or(ilike(auditLogs.content, pattern), ilike(accounts.email, pattern)) : undefined,
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .offset(page.offset)
    .limit(page.limit);
}
