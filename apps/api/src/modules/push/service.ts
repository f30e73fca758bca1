import {
  type DeletePushSubscription,
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
  type PushKey,
  type PushPreferences,
  type PushSubscriptionBody,
} from '@cj/shared/push';
import type { AppContext, SessionAccount } from '../../app-context';
import { conflict, notFound } from '../../lib/http-errors';
import { checkPushEndpoint } from './endpoint-check';
import {
  deleteOwnSubscription,
  dropSubscriptionsBeyond,
  findPreferences,
  lockSubscriptionsOf,
  savePreferences,
  upsertSubscription,
} from './repository';
import { vapidKeysOf } from './settings';

/** Every push route answers 404 with the shared message when the site has no VAPID keys. */
function requirePush(ctx: AppContext) {
  const keys = vapidKeysOf(ctx.config);
  if (!keys) throw notFound(PUSH_MESSAGES.unavailable);
  return keys;
}

export function getPushKey(ctx: AppContext): PushKey {
  return { publicKey: requirePush(ctx).publicKey };
}

/**
 * POST /push/subscriptions: this browser's subscription, the caller's (one row per endpoint); 409 when the endpoint
 * is another account's (a browser whose last player did not sign out gets a new endpoint by subscribing anew, which
 * the web app does on this answer). An account keeps at most
 * PUSH_SUBSCRIPTIONS_PER_ACCOUNT browsers: subscribing one more drops the one subscribed longest ago (decision 037).
 */
export async function subscribe(ctx: AppContext, account: SessionAccount, body: PushSubscriptionBody) {
  requirePush(ctx);
  await checkPushEndpoint(body.endpoint, ctx.allowPrivateAddresses);
  const expiresAt = typeof body.expirationTime === 'number' ? safeDate(body.expirationTime) : null;
  await ctx.db.transaction(async (tx) => {
    await lockSubscriptionsOf(tx, account.id);
    const stored = await upsertSubscription(
      tx,
      account.id,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt },
      ctx.now(),
    );
    if (!stored) throw conflict(PUSH_MESSAGES.endpointTaken);
    await dropSubscriptionsBeyond(tx, account.id, PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  });
}

/** A browser's expirationTime (ms since 1970); one out of a date's range is treated as none. */
function safeDate(milliseconds: number): Date | null {
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DELETE /push/subscriptions: only the caller's own subscription; another account's endpoint is left alone. */
export async function unsubscribe(ctx: AppContext, account: SessionAccount, body: DeletePushSubscription) {
  requirePush(ctx);
  await deleteOwnSubscription(ctx.db, account.id, body.endpoint);
}

export async function getPreferences(ctx: AppContext, account: SessionAccount): Promise<PushPreferences> {
  requirePush(ctx);
  return findPreferences(ctx.db, account.id);
}

export async function updatePreferences(
  ctx: AppContext,
  account: SessionAccount,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  requirePush(ctx);
  return savePreferences(ctx.db, account.id, preferences, ctx.now());
}
