import { AuditEventType } from '@cj/shared/enums';
import type { DbOrTx } from '../../db/client';
import { insertAuditLogCountingPlays } from './repository';
import { recordAudit } from './service';

/** The audit types of operator actions (10-17): what an administrator did, with the values before and after. */
type OperatorAuditType = Extract<AuditEventType, 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17>;

/** A value as the log shows it: text as it is, absent as '(none)'. */
export type AuditValue = string | number | boolean | null | undefined;

/** One changed field: its name as the operator knows it, and its value before and after. */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

export interface OperatorAction {
  eventType: OperatorAuditType;
  /** Who did it (the log lists it under this account, so a search by the operator's e-mail finds it). */
  operator: { id: number; email: string };
  /** The contest it concerns, when there is one. */
  contestId?: number | null;
  /** What was done, e.g. 'closed wagering on', 'changed', 'scratched'. */
  action: string;
  /** What it was done to, e.g. 'Aqueduct Race 3 (November 28, 2026)'. */
  subject: string;
  /** The fields that changed; unchanged ones are left out, and an action with none writes no changes part. */
  changes?: readonly AuditChange[];
}

const shown = (value: AuditValue) =>
  value === null || value === undefined || value === '' ? '(none)' : String(value);

/** 'field before → after; field before → after', only the fields whose value changed. */
export function describeChanges(changes: readonly AuditChange[]): string {
  return changes
    .filter((change) => shown(change.before) !== shown(change.after))
    .map((change) => `${change.field} ${shown(change.before)} → ${shown(change.after)}`)
    .join('; ');
}

/** The log line: 'ops@x.com closed wagering on Aqueduct Race 3 (November 28, 2026): post time 1:00 PM → 1:10 PM.' */
export function operatorActionText(action: Omit<OperatorAction, 'eventType' | 'contestId'>): string {
  const changes = action.changes ? describeChanges(action.changes) : '';
  return `${action.operator.email} ${action.action} ${action.subject}${changes ? `: ${changes}` : ''}.`;
}

/**
 * Writes an operator action's audit row inside the caller's transaction, so the log and the change commit together
 * (or neither does). The time is the row's own (when it committed).
 */
export async function auditOperatorAction(db: DbOrTx, action: OperatorAction) {
  await recordAudit(db, {
    eventType: action.eventType,
    accountId: action.operator.id,
    contestId: action.contestId ?? null,
    content: operatorActionText(action),
  });
}

/**
 * A race finalized (type 13): 'ops@x.com finalized Aqueduct Race 3 (November 28, 2026): 2 contests, 143 plays
 * scored.' The plays are counted by the insert itself, so finalize stays set-based: one statement more.
 */
export async function auditRaceFinalized(
  db: DbOrTx,
  finalized: { operator: { id: number; email: string }; raceId: number; subject: string; contests: number },
) {
  const contests = `${finalized.contests} ${finalized.contests === 1 ? 'contest' : 'contests'}`;
  await insertAuditLogCountingPlays(db, {
    eventType: AuditEventType.RaceFinalized,
    accountId: finalized.operator.id,
    raceId: finalized.raceId,
    head: `${finalized.operator.email} finalized ${finalized.subject}: ${contests}, `,
  });
}
