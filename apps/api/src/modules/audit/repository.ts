import type { AuditEventType } from '@cj/shared/enums';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';

export interface AuditEntry {
  eventType: AuditEventType;
  content: string;
  accountId?: number | null;
  contestId?: number | null;
}

export async function insertAuditLog(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLogs).values({
    eventType: entry.eventType,
    content: entry.content,
    accountId: entry.accountId ?? null,
    contestId: entry.contestId ?? null,
  });
}
