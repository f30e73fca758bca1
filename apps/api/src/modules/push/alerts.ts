import { RACE_CLOSING_ALERT_MINUTES } from '@cj/shared/push';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { ALERT_DELIVERY } from './alert-messages';
import {
  insertAlternateScratchedAlerts,
  insertPickScratchedAlerts,
  insertRaceClosingAlerts,
  insertRaceFinalizedAlerts,
} from './alert-repository';
import { vapidKeysOf } from './settings';

/**
 * Queueing push alerts (decision 032), each in the transaction of the change that causes it, or by the
 * closing job; the caller calls `ctx.pushOutbox.notify()` once it has committed. With push off (no VAPID keys)
 * nothing is queued and no statement runs.
 */

type PushContext = Pick<AppContext, 'config' | 'now'>;

/** Now, and when an alert of `kind` queued now stops being worth sending (its TTL). */
function alertTimes(ctx: PushContext, kind: 'pickScratched' | 'raceFinalized') {
  const now = ctx.now();
  return { now, expiresAt: new Date(now.getTime() + ALERT_DELIVERY[kind].ttlSeconds * 1000) };
}

/**
 * A pick was scratched (same triggers as the scratch e-mail): alerts the plays on scratched runners of `scope`; and,
 * once more, the plays whose alternate in `scope` is scratched after their pick's alert said it would be scored
 * (as the e-mail's second notice, decision 027). The alternates' go first: a pick scratched with its alternate gets
 * the pick's alert only, which already names the post-time favorite.
 */
export async function queuePickScratchedAlerts(
  tx: DbOrTx,
  ctx: PushContext,
  scope: { runnerIds?: readonly number[]; raceIds?: readonly number[] },
): Promise<number> {
  if (!vapidKeysOf(ctx.config)) return 0;
  const times = alertTimes(ctx, 'pickScratched');
  const alternates = await insertAlternateScratchedAlerts(tx, scope, times);
  return alternates + (await insertPickScratchedAlerts(tx, scope, times));
}

/** The race was scored (inside finalize, after the ranks are written): each entry that played it hears how. */
export async function queueRaceFinalizedAlerts(
  tx: DbOrTx,
  ctx: PushContext,
  raceId: number,
): Promise<number> {
  if (!vapidKeysOf(ctx.config)) return 0;
  return insertRaceFinalizedAlerts(tx, raceId, alertTimes(ctx, 'raceFinalized'));
}

/**
 * The closing job (every minute on every instance, like the reminders): races closing within 10 minutes, to
 * players with no play on them. Safe to run twice: a key already queued is skipped.
 */
export async function queueRaceClosingAlerts(ctx: AppContext): Promise<number> {
  if (!vapidKeysOf(ctx.config)) return 0;
  const queued = await insertRaceClosingAlerts(ctx.db, {
    now: ctx.now(),
    leadMinutes: RACE_CLOSING_ALERT_MINUTES,
  });
  if (queued > 0) await ctx.pushOutbox.notify();
  return queued;
}
