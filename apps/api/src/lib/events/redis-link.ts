import type { EventBusLog } from './event-bus';

type Connection = 'publisher' | 'subscriber';

/**
 * Whether the bus can go through Redis: both connections ready and the channel subscribed. Changes are logged once
 * each way (a warning when events fall back to this process, a line when Redis answers again), not at every failed
 * reconnect attempt.
 */
export class RedisLink {
  private readonly ready = new Set<Connection>();
  private lastError: unknown;
  private settled = false;
  private closing = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly log: EventBusLog,
    private readonly channel: string,
  ) {}

  get up(): boolean {
    return this.ready.size === 2;
  }

  connected(connection: Connection): void {
    const wasUp = this.up;
    this.ready.add(connection);
    if (this.up && !wasUp) {
      if (this.settled && !this.closing) {
        this.log.info({ channel: this.channel }, 'live events: Redis answers again; events go through Redis');
      }
      this.wake();
    }
  }

  disconnected(connection: Connection): void {
    const wasUp = this.up;
    this.ready.delete(connection);
    if (wasUp && this.settled && !this.closing) this.warnFallback('Redis connection lost');
    if (!this.settled) this.wake();
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
