import type { AuditLogMessage } from '@cj/shared/audit';
import { isSearchText } from '@cj/shared/paging';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { AuditEntry } from './audit-row';
import { insertAuditLogs, listAuditLogs } from './repository';

/** GET /audit/{type}: a page of that event type's log, newest first, searched once q has 2+ characters. */
export async function auditLogPage(
  ctx: AppContext,
  eventType: number,
  query: { q: string; offset: number; count: number },
): Promise<AuditLogMessage[]> {
  const rows = await listAuditLogs(ctx.db, {
    eventType,
    search: isSearchText(query.q) ? query.q : undefined,
    offset: query.offset,
    limit: query.count,
  });
  return rows.map((row) => ({
    messageId: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
  }));
}

/** Writes one audit log entry inside the caller's transaction, so it commits with the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await insertAuditLogs(db, [entry]);
}

/** Writes several audit log entries, in order, in one statement inside the caller's transaction. */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]) {
  await insertAuditLogs(db, entries);
}
