import type { AuditEventType } from '@cj/shared/enums';
import { sql } from 'drizzle-orm';

/**
 * What every audit row is written with; its time is the row's own (`created_at` defaults to the commit's clock).
 * Rows are written by this module alone (repository.ts); the demo seed, which loads back-dated history straight
 * into every table, is the one other insert.
 */
export interface AuditEntry {
  eventType: AuditEventType;
  content: string;
  accountId?: number | null;
  contestId?: number | null;
}

/**
 * The same row in SQL, for a statement that writes audit rows in its own `insert … select` (a finalize's count of
 * plays, a placed play's hot statement): the table and its columns in AuditEntry's order, to be followed by a
 * select of (event type, account, contest, content).
 */
export const insertIntoAuditLogs = sql.raw(
  'insert into audit_logs (event_type, account_id, contest_id, content)',
);
