import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { SessionsEnded } from '../../lib/events/bus-message';
import type { EventBus } from '../../lib/events/event-bus';
import { hashToken } from '../../lib/tokens';
import { type CachedSession, SessionCache } from './session-cache';
import { SessionLookups } from './session-lookups';
import { deleteSessionsOfAccount } from './session-repository';

type SessionContext = Pick<AppContext, 'db' | 'events' | 'now'>;

/** One cache per application (its event bus), which hears of sessions other instances ended. */
const caches = new WeakMap<EventBus, SessionCache>();

function cacheOf(ctx: Pick<AppContext, 'events'>): SessionCache {
  let cache = caches.get(ctx.events);
  if (!cache) {
    const created = new SessionCache();
    ctx.events.onSessionsEnded((ended) => created.forget(ended));
    // Sessions ended on other instances while the link was down were never heard of here.
    ctx.events.onLinkChange(() => created.clear());
    caches.set(ctx.events, created);
    cache = created;
  }
  return cache;
}

/** One batcher of session lookups per database handle (one per application). */
const lookups = new WeakMap<DbOrTx, SessionLookups>();

function lookupsOf(db: DbOrTx): SessionLookups {
  let found = lookups.get(db);
  if (!found) {
    found = new SessionLookups(db);
    lookups.set(db, found);
  }
  return found;
}

/** What a token opens: its signed-in session, or why none ('ended': unknown or expired; 'locked': the account is). */
export type SessionLookup = { session: CachedSession } | { refused: 'ended' | 'locked' };

/**
 * The signed-in session a token opens, with its account, or why it opens none. Answered from the session cache for
 * a few seconds after the database said so; a locked account's sessions are never cached.
 */
export async function lookUpSession(ctx: SessionContext, token: string): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const cache = cacheOf(ctx);
  const cached = cache.get(tokenHash);
  if (cached && cached.expiresAt > now) return { session: cached };
  const session = await lookupsOf(ctx.db).find(tokenHash);
  if (!session || session.expiresAt <= now) return { refused: 'ended' };
  if (session.account.isLocked) return { refused: 'locked' };
  cache.set(tokenHash, session);
  return { session };
}

/** The signed-in session a token opens, with its account: null when unknown, expired or the account is locked. */
export async function findSignedInSession(ctx: SessionContext, token: string): Promise<CachedSession | null> {
  const found = await lookUpSession(ctx, token);
  return 'session' in found ? found.session : null;
}

/**
 * Forgets cached sessions on this instance at once, after the change committed: an account changed (its name,
 * role or lock) or sessions ended.
 */
export function forgetSessions(ctx: Pick<AppContext, 'events'>, which: SessionsEnded): void {
  cacheOf(ctx).forget(which);
}

/**
 * After sessions ended (logout, a new password, a lock) and the change committed: this instance forgets them at
 * once, and every instance hears of it (their caches forget them, their live-event streams close).
 */
export async function announceSessionsEnded(ctx: Pick<AppContext, 'events'>, ended: SessionsEnded) {
  forgetSessions(ctx, ended);
  await ctx.events.publishSessionsEnded(ended);
}

/** Signs the account out everywhere (an account unlocked); announce it once committed. */
export async function endSessionsOfAccount(db: DbOrTx, accountId: number) {
  return deleteSessionsOfAccount(db, accountId);
}
