import type { ContestEvent } from '@cj/shared/contest-events';
import type { BusMessage, SessionsEnded } from './bus-message';

export type ContestEventListener = (event: ContestEvent) => void;
export type SessionsEndedListener = (ended: SessionsEnded) => void;

/** 'off': no Redis configured (one instance); 'down': configured but not answering, events stay in this process. */
export type RedisStatus = 'up' | 'down' | 'off';

/**
 * Live events of contests (chat messages, leaderboard changes) and sessions-ended notices. In-process by default;
 * with REDIS_URL every instance publishes to and hears from one Redis channel, so a client of any instance gets
 * every event (and while Redis does not answer, each instance delivers its own events).
 */
export interface EventBus {
  /** Delivers the event to the contest's listeners on every instance; never throws (a lost event is healed by polling). */
  publish(event: ContestEvent): Promise<void>;
  /** Listens to one contest's events on this instance; returns the unsubscribe function. */
  subscribe(contestId: number, listener: ContestEventListener): () => void;
  /** Listens to every contest's events on this instance (the race-day board); returns the unsubscribe function. */
  subscribeAll(listener: ContestEventListener): () => void;
  /** Tells every instance that sessions of an account ended; never throws. */
  publishSessionsEnded(ended: SessionsEnded): Promise<void>;
  /** Hears every sessions-ended notice on this instance; returns the unsubscribe function. */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  /**
   * Listeners on this instance: of one contest (not counting those of every contest), or without a contest every
   * listener, those of every contest included.
   */
  listenerCount(contestId?: number): number;
  redisStatus(): RedisStatus;
  /** Each Redis connection up (ready and answering) or not; null without Redis. */
  redisLinks(): { publisher: boolean; subscriber: boolean } | null;
  /**
   * Hears the link to the other instances lost (false: events published elsewhere no longer arrive) and back
   * (true); never called without Redis. Returns the unsubscribe function.
   */
  onLinkChange(listener: (up: boolean) => void): () => void;
  /** What this instance published and delivered since it started. */
  counts(): BusCounts;
  close(): Promise<void>;
}

interface BusCounts {
  /** Messages this instance published: through Redis, or only in this process (no Redis, or Redis down). */
  published: { redis: number; local: number };
  /** Messages published only here while the link was down, published again through Redis once it was back. */
  republished: number;
  /** Messages delivered to this instance's listeners (each listener counts once). */
  delivered: number;
}

export interface EventBusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The listeners of this instance: what both buses deliver to. */
export class LocalListeners {
  private readonly byContest = new Map<number, Set<ContestEventListener>>();
  private readonly everyContest = new Set<ContestEventListener>();
  private readonly sessionsEnded = new Set<SessionsEndedListener>();
  /** Deliveries to a listener, for the metrics. */
  delivered = 0;

  add(contestId: number, listener: ContestEventListener): () => void {
    let listeners = this.byContest.get(contestId);
    if (!listeners) {
      listeners = new Set();
      this.byContest.set(contestId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byContest.get(contestId) === listeners)
        this.byContest.delete(contestId);
    };
  }

  addEveryContest(listener: ContestEventListener): () => void {
    this.everyContest.add(listener);
    return () => void this.everyContest.delete(listener);
  }

  addSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionsEnded.add(listener);
    return () => void this.sessionsEnded.delete(listener);
  }

  dispatch(message: BusMessage, log: EventBusLog): void {
    if (message.type === 'sessions-ended') {
      const { type, ...ended } = message;
      const listeners = [...this.sessionsEnded];
      this.delivered += listeners.length;
      for (const listener of listeners) guarded(() => listener(ended), log, type);
      return;
    }
    // Copies: a listener may unsubscribe (its connection dropped) while the event is being delivered.
    const listeners = [...(this.byContest.get(message.contestId) ?? []), ...this.everyContest];
    this.delivered += listeners.length;
    for (const listener of listeners) guarded(() => listener(message), log, message.type);
  }

  count(contestId?: number): number {
    if (contestId !== undefined) return this.byContest.get(contestId)?.size ?? 0;
    let total = this.everyContest.size;
    for (const listeners of this.byContest.values()) total += listeners.size;
    return total;
  }
}

function guarded(deliver: () => void, log: EventBusLog, type: string): void {
  try {
    deliver();
  } catch (error) {
    log.warn({ err: error, type }, 'a live-event listener failed');
  }
}

/** The bus over some way of sending messages to every instance (`send`), delivering what it hears to `listeners`. */
export function busOver(
  listeners: LocalListeners,
  send: (message: BusMessage) => Promise<void>,
  extra: Pick<EventBus, 'redisStatus' | 'redisLinks' | 'onLinkChange' | 'counts' | 'close'>,
): EventBus {
  return {
    publish: (event) => send(event),
    subscribe: (contestId, listener) => listeners.add(contestId, listener),
    subscribeAll: (listener) => listeners.addEveryContest(listener),
    publishSessionsEnded: (ended) => send({ type: 'sessions-ended', ...ended }),
    onSessionsEnded: (listener) => listeners.addSessionsEnded(listener),
    listenerCount: (contestId) => listeners.count(contestId),
    ...extra,
  };
}

/** One instance only: messages go straight to this process's listeners. */
export function createInProcessEventBus(log: EventBusLog): EventBus {
  const listeners = new LocalListeners();
  let published = 0;
  return busOver(
    listeners,
    async (message) => {
      published++;
      listeners.dispatch(message, log);
    },
    {
      redisStatus: () => 'off',
      redisLinks: () => null,
      onLinkChange: () => () => {},
      counts: () => ({
        published: { redis: 0, local: published },
        republished: 0,
        delivered: listeners.delivered,
      }),
      async close() {},
    },
  );
}
