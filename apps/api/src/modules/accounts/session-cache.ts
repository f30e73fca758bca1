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
 * The lifetime is measured on the process's monotonic clock; the session's own expiry is checked by the caller
 * against the application clock.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  get(tokenHash: string): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until > this.clock()) return entry.session;
    this.entries.delete(tokenHash);
    return null;
  }

  set(tokenHash: string, session: CachedSession): void {
    // Oldest first: a Map keeps insertion order, so the first key is the one to drop when full.
    if (this.entries.size >= MAX_CACHED) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, until: this.clock() + SESSION_CACHE_MS });
  }

  /** Forgets one session, or every session of an account. */
  forget(ended: SessionsEnded): void {
    const ends = (session: CachedSession) =>
      'sessionId' in ended ? session.sessionId === ended.sessionId : session.account.id === ended.accountId;
    for (const [tokenHash, { session }] of this.entries) if (ends(session)) this.entries.delete(tokenHash);
  }

  /** Forgets every session (the notices of sessions ended elsewhere may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
