import { LRUCache } from 'lru-cache';
import type { SessionAccount } from '../../app-context';
import type { SessionsEnded } from '../../lib/events/bus-message';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED = 20_000;

export interface CachedSession {
  sessionId: number;
  expiresAt: Date;
  account: SessionAccount;
}

/**
 * Signed-in sessions by token hash, each kept for a few seconds: every signed-in request looks its session up, and
 * a player placing plays makes several a second. What ends a session (logout, a new password, a lock) and what
 * changes an account forget its entries at once on this instance; other instances hear of ended sessions through
 * the event bus, and see any other account change within SESSION_CACHE_MS (decision 023).
 * The lifetime is measured on the process's monotonic clock (`performance.now()` unless a test passes its own);
 * the session's own expiry is checked by the caller against the application clock.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;

  constructor(clock?: () => number) {
    this.entries = new LRUCache({
      max: MAX_CACHED,
      ttl: SESSION_CACHE_MS,
      // The clock is read at each lookup rather than remembered for a millisecond behind a timer.
      ttlResolution: 0,
      ...(clock ? { perf: { now: clock } } : {}),
    });
  }

  get(tokenHash: string): CachedSession | null {
    return this.entries.get(tokenHash) ?? null;
  }

  set(tokenHash: string, session: CachedSession): void {
    this.entries.set(tokenHash, session);
  }

  /** Forgets one session, or every session of an account. */
  forget(ended: SessionsEnded): void {
    const ends = (session: CachedSession) =>
      'sessionId' in ended ? session.sessionId === ended.sessionId : session.account.id === ended.accountId;
    const tokenHashes = [...this.entries.entries()]
      .filter(([, session]) => ends(session))
      .map(([key]) => key);
    for (const tokenHash of tokenHashes) this.entries.delete(tokenHash);
  }

  /** Forgets every session (the notices of sessions ended elsewhere may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
