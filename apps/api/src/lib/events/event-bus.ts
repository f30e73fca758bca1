import type { ContestEvent } from '@cj/shared/contest-events';

export type ContestEventListener = (event: ContestEvent) => void;

/**
 * Live events of contests (chat messages, leaderboard changes). In-process by default; with REDIS_URL every
 * instance publishes to and hears from one Redis channel, so a client of any instance gets every event.
 */
export interface EventBus {
  /** Delivers the event to the contest's listeners on every instance; never throws (a lost event is healed by polling). */
  publish(event: ContestEvent): Promise<void>;
  /** Listens to one contest's events on this instance; returns the unsubscribe function. */
  subscribe(contestId: number, listener: ContestEventListener): () => void;
  /** Listeners on this instance: of one contest, or of all contests. */
  listenerCount(contestId?: number): number;
  close(): Promise<void>;
}

export interface EventBusLog {
  warn(details: object, message: string): void;
}

/** The listeners of this instance, by contest: what both buses deliver to. */
export class LocalListeners {
  private readonly byContest = new Map<number, Set<ContestEventListener>>();

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

  dispatch(event: ContestEvent, log: EventBusLog): void {
    const listeners = this.byContest.get(event.contestId);
    if (!listeners) return;
    // A copy: a listener may unsubscribe (its connection dropped) while the event is being delivered.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error, type: event.type }, 'a live-event listener failed');
      }
    }
  }

  count(contestId?: number): number {
    if (contestId !== undefined) return this.byContest.get(contestId)?.size ?? 0;
    let total = 0;
    for (const listeners of this.byContest.values()) total += listeners.size;
    return total;
  }
}

/** One instance only: events go straight to this process's listeners. */
export function createInProcessEventBus(log: EventBusLog): EventBus {
  const listeners = new LocalListeners();
  return {
    async publish(event) {
      listeners.dispatch(event, log);
    },
    subscribe: (contestId, listener) => listeners.add(contestId, listener),
    listenerCount: (contestId) => listeners.count(contestId),
    async close() {},
  };
}
