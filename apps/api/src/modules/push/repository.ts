import type { PushPreferences } from '@cj/shared/push';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { pushPreferences, pushSubscriptions } from '../../db/schema/push';

/** Subscriptions and alert switches of accounts. */

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/**
 * One row per browser endpoint: a new endpoint is added; a known one of `accountId` gets the new keys. A known one
 * of another account is left as it is, and the answer is false: an endpoint is never moved between accounts, so
 * whoever learns one cannot take another player's alerts over. One statement, so two accounts racing for a new
 * endpoint cannot both have it.
 */
export async function upsertSubscription(
  db: DbOrTx,
  accountId: number,
  subscription: StoredSubscription,
  now: Date,
): Promise<boolean> {
  const stored = await db
    .insert(pushSubscriptions)
    .values({ accountId, ...subscription, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        expiresAt: subscription.expiresAt,
        updatedAt: now,
      },
      setWhere: eq(pushSubscriptions.accountId, accountId),
    })
    .returning({ id: pushSubscriptions.id });
  return stored.length > 0;
}

/**
 * Locks the account's row (no key update: its subscriptions may still reference it) so that two browsers of one
 * account subscribing at once take turns, and the cap below holds.
 */
export async function lockSubscriptionsOf(db: DbOrTx, accountId: number) {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}

/**
 * Keeps the account's `keep` most recently subscribed browsers and deletes the others (their queued alerts go
 * with them, on delete cascade).
 */
export async function dropSubscriptionsBeyond(db: DbOrTx, accountId: number, keep: number) {
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), notInArray(pushSubscriptions.id, kept)));
}

/** Deletes the account's own subscription of `endpoint`; answers whether there was one. */
export async function deleteOwnSubscription(db: DbOrTx, accountId: number, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push service said the subscription is gone (404, 410): it is deleted with its queued alerts. */
export async function deleteSubscription(db: DbOrTx, subscriptionId: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

const ALL_OFF: PushPreferences = { pickScratched: false, raceClosing: false, raceFinalized: false };

export async function findPreferences(db: DbOrTx, accountId: number): Promise<PushPreferences> {
  const [row] = await db
    .select({
      pickScratched: pushPreferences.pickScratched,
      raceClosing: pushPreferences.raceClosing,
      raceFinalized: pushPreferences.raceFinalized,
    })
    .from(pushPreferences)
    .where(eq(pushPreferences.accountId, accountId));
  return row ?? ALL_OFF;
}

export async function savePreferences(
  db: DbOrTx,
  accountId: number,
  preferences: PushPreferences,
  now: Date,
) {
  const [row] = await db
    .insert(pushPreferences)
    .values({ accountId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: pushPreferences.accountId,
      set: { ...preferences, updatedAt: sql`excluded.updated_at` },
    })
    .returning({
      pickScratched: pushPreferences.pickScratched,
      raceClosing: pushPreferences.raceClosing,
      raceFinalized: pushPreferences.raceFinalized,
    });
  return row!;
}
