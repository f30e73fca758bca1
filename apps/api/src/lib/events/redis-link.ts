import type { EventBusLog } from './event-bus';

export type Connection = 'publisher' | 'subscriber';

/**
 * Whether the bus can go through Redis: both connections ready, the channel subscribed, and neither hung (a ping
 * not answered within the command timeout: a stopped Redis keeps its connections open). Changes are logged once
 * each way (a warning when events fall back to this process, a line when Redis answers again), not at every failed
 * reconnect attempt, and told to the listeners of `onChange` once start-up has settled.
 */
export class RedisLink {
  private readonly ready = new Set<Connection>();
  private readonly hung = new Set<Connection>();
  private lastError: unknown;
  private settled = false;
  private closing = false;
  private readonly waiters = new Set<() => void>();
  private readonly changeListeners = new Set<(up: boolean) => void>();

  constructor(
    private readonly log: EventBusLog,
    private readonly channel: string,
  ) {}

  get up(): boolean {
    return this.ready.size === 2 && this.hung.size === 0;
  }

  /** Each connection: ready (and, for the subscriber, subscribed) and answering. */
  states(): Record<Connection, boolean> {
    const answering = (connection: Connection) => this.ready.has(connection) && !this.hung.has(connection);
    return { publisher: answering('publisher'), subscriber: answering('subscriber') };
  }

  /** Hears each change after start-up: false when the link is lost, true when it is back. */
  onChange(listener: (up: boolean) => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  connected(connection: Connection): void {
    this.change(() => {
      this.ready.add(connection);
      this.hung.delete(connection);
    });
  }

  disconnected(connection: Connection): void {
    this.change(() => this.ready.delete(connection), 'Redis connection lost');
    if (!this.settled) this.wake();
  }

  /** A ping (or a publish) was not answered in time, or one was answered again. */
  answering(connection: Connection, answers: boolean, error?: unknown): void {
    if (error !== undefined) this.lastError = error;
    this.change(
      () => (answers ? this.hung.delete(connection) : this.hung.add(connection)),
      'Redis does not answer',
    );
  }

  failed(error: unknown): void {
    this.lastError = error;
    if (!this.settled) this.wake();
  }

  /**
   * Start-up: waits until Redis is up, fails (a refused connection shows at once) or `timeoutMs` passes, then from
   * here on logs the changes. Starting without Redis is a fallback like any other, logged once.
   */
  async settle(timeoutMs: number): Promise<void> {
    if (!this.up) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.add(done);
      });
      this.waiters.clear();
    }
    this.settled = true;
    if (!this.up) this.warnFallback('Redis is not answering');
  }

  close(): void {
    this.closing = true;
    this.changeListeners.clear();
  }

  private change(apply: () => void, lostBecause = 'Redis connection lost'): void {
    const wasUp = this.up;
    apply();
    if (this.up === wasUp) return;
    if (this.up) this.wake();
    if (!this.settled || this.closing) return;
    if (this.up) {
      this.log.info({ channel: this.channel }, 'live events: Redis answers again; events go through Redis');
    } else {
      this.warnFallback(lostBecause);
    }
    for (const listener of [...this.changeListeners]) {
      try {
        listener(this.up);
      } catch (error) {
        this.log.warn({ err: error }, 'live events: a listener of the Redis link failed');
      }
    }
  }

  private warnFallback(what: string): void {
    this.log.warn(
      { channel: this.channel, err: this.lastError },
      `live events: ${what}; delivering them in this process until it answers again`,
    );
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
    this.waiters.clear();
  }
}
