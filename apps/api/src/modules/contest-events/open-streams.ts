import type { CutReason, StreamLimits } from '../../lib/event-stream-settings';
import type { SessionsEnded } from '../../lib/events/bus-message';
import type { EventStream } from './event-stream';

/** Who opened a stream: the session's account and id when it was opened signed in. */
export interface StreamOwner {
  ip: string;
  session: { accountId: number; sessionId: number } | null;
}

/** A place taken among the open streams, before the stream exists; released once, when the stream closes. */
export interface StreamSlot {
  attach(stream: EventStream): void;
  release(): void;
}

/**
 * The live-event streams open on this instance, counted per IP and per session (so one client cannot open
 * thousands), and found by account and session (so ending a session closes the streams it opened).
 */
export class OpenStreams {
  private readonly perIp = new Map<string, number>();
  private readonly perSession = new Map<number, number>();
  private readonly slots = new Set<{ owner: StreamOwner; stream: EventStream | null; ended: boolean }>();

  constructor(private readonly limits: StreamLimits) {}

  /** Takes a place at once (requests arriving together cannot all pass), or null when the IP or session is full. */
  reserve(owner: StreamOwner): StreamSlot | null {
    const sessionId = owner.session?.sessionId;
    if ((this.perIp.get(owner.ip) ?? 0) >= this.limits.maxPerIp) return null;
    if (sessionId !== undefined && (this.perSession.get(sessionId) ?? 0) >= this.limits.maxPerSession)
      return null;
    increment(this.perIp, owner.ip, 1);
    if (sessionId !== undefined) increment(this.perSession, sessionId, 1);
    const slot = { owner, stream: null as EventStream | null, ended: false };
    this.slots.add(slot);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.slots.delete(slot);
      increment(this.perIp, owner.ip, -1);
      if (sessionId !== undefined) increment(this.perSession, sessionId, -1);
    };
    return {
      attach(stream) {
        slot.stream = stream;
        stream.onClose(release);
        // Its session ended while the stream was being set up: it opens and closes at once.
        if (slot.ended) stream.end('session-ended');
      },
      release,
    };
  }

  /** Ends the streams the ended sessions opened (the client may reconnect, then as who it is now). */
  closeSessions(ended: SessionsEnded): void {
    for (const slot of [...this.slots]) {
      const { session } = slot.owner;
      if (!session) continue;
      const matches =
        'sessionId' in ended ? session.sessionId === ended.sessionId : session.accountId === ended.accountId;
      if (!matches) continue;
      slot.ended = true;
      slot.stream?.end('session-ended');
    }
  }

  /** Ends every stream: the server shuts down, or the link to the other instances was lost or is back. */
  endAll(reason: CutReason): void {
    for (const { stream } of [...this.slots]) stream?.end(reason);
  }
}

function increment<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
