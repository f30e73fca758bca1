import { AuditEventType } from '@cj/shared/enums';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';

/**
 * Audit rows of plays (spec §3 event types 6-9). Each helper is one statement; a placed play writes its attempt
 * and placed rows inside the statement that places it (repository insertPlay).
 */

interface PlayAudit {
  accountId: number;
  contestId: number | null;
  attempt: string;
}

export async function auditPlayRefused(db: DbOrTx, audit: PlayAudit & { reason: string }) {
  await db.insert(auditLogs).values([
    {
      eventType: AuditEventType.WagerAttempt,
      accountId: audit.accountId,
      contestId: audit.contestId,
      content: audit.attempt,
    },
    {
      eventType: AuditEventType.WagerFailed,
      accountId: audit.accountId,
      contestId: audit.contestId,
      content: `${audit.attempt} Refused: ${audit.reason}`,
    },
  ]);
}

export async function auditPlayRemoved(
  db: DbOrTx,
  audit: { accountId: number; contestId: number; content: string },
) {
  await db.insert(auditLogs).values({ eventType: AuditEventType.WagerRemoved, ...audit });
}
