import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PushOutboxStatus, pushOutbox, pushSubscriptions } from '../../db/schema/push';
import type { OldRows } from '../email/outbox-pruning';

/** The push outbox's claims and outcomes: the e-mail outbox's pattern (email/outbox-repository.ts). */

const ERROR_TEXT_MAX = 1_000;

export interface ClaimedAlert {
  id: number;
  kind: string;
  facts: unknown;
  attempts: number;
  expiresAt: Date;
  subscription: { id: number; endpoint: string; p256dh: string; auth: string };
}

/**
 * Claims up to `limit` due alerts for one worker, with their subscriptions: pending, due, not leased to another
 * worker. Picked FOR UPDATE SKIP LOCKED and leased until `leaseUntil` in one statement, so two workers (on any
 * instances) never claim the same row; the attempt is counted now.
 */
export async function claimDueAlerts(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedAlert[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, 'pending'),
        lte(pushOutbox.nextAttemptAt, options.now),
        or(isNull(pushOutbox.lockedUntil), lte(pushOutbox.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ lockedUntil: options.leaseUntil, attempts: sql`${pushOutbox.attempts} + 1` })
    .where(inArray(pushOutbox.id, due))
    .returning({
      id: pushOutbox.id,
      kind: pushOutbox.kind,
      facts: pushOutbox.facts,
      attempts: pushOutbox.attempts,
      expiresAt: pushOutbox.expiresAt,
      subscriptionId: pushOutbox.subscriptionId,
    });
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  return claimed.flatMap(({ subscriptionId, ...row }) => {
    const subscription = byId.get(subscriptionId);
    // Deleted meanwhile (its alerts go with it): nothing to send.
    return subscription ? [{ ...row, subscription }] : [];
  });
}

export async function markAlertSent(db: DbOrTx, id: number, now: Date) {
  await db
    .update(pushOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(pushOutbox.id, id));
}

export async function markAlertExpired(db: DbOrTx, id: number) {
  await db
    .update(pushOutbox)
    .set({ status: 'expired', lockedUntil: null })
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.status, 'pending')));
}

/** Sending failed: try again at `nextAttemptAt`, or give up (`failed`) when there is none. */
export async function markAlertAttemptFailed(
  db: DbOrTx,
  id: number,
  outcome: { error: string; nextAttemptAt: Date | null },
) {
  await db
    .update(pushOutbox)
    .set({
      lockedUntil: null,
      lastError: outcome.error.slice(0, ERROR_TEXT_MAX),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : { status: 'failed' as const }),
    })
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.status, 'pending')));
}

/** Deletes up to `limit` alerts of the given statuses queued before `before`; answers how many. */
export async function deleteOldAlerts(db: DbOrTx, rows: OldRows<PushOutboxStatus>): Promise<number> {
  const old = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(and(inArray(pushOutbox.status, rows.statuses), lt(pushOutbox.createdAt, rows.before)))
    .limit(rows.limit);
  const deleted = await db
    .delete(pushOutbox)
    .where(inArray(pushOutbox.id, old))
    .returning({ id: pushOutbox.id });
  return deleted.length;
}
