import { AuditEventType } from '@cj/shared/enums';
import type { DbOrTx } from '../../db/client';
import { recordAudit, recordAudits } from '../audit/service';

/**
 * Audit rows of plays (spec §3 event types 6-9), written through the audit module. Each helper is one statement; a
 * placed play writes its attempt and placed rows inside the statement that places it (repository insertPlay).
 */

interface PlayAudit {
  accountId: number;
  contestId: number | null;
  attempt: string;
}

export async function auditPlayRefused(db: DbOrTx, audit: PlayAudit & { reason: string }) {
  const { accountId, contestId } = audit;
  await recordAudits(db, [
    { eventType: AuditEventType.WagerAttempt, accountId, contestId, content: audit.attempt },
    {
      eventType: AuditEventType.WagerFailed,
      accountId,
      contestId,
      content: `${audit.attempt} Refused: ${audit.reason}`,
    },
  ]);
}

export async function auditPlayRemoved(
  db: DbOrTx,
  audit: { accountId: number; contestId: number; content: string },
) {
  await recordAudit(db, { eventType: AuditEventType.WagerRemoved, ...audit });
}
