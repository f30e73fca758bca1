import { PassThrough } from 'node:stream';
import type { ContestEvent } from '@cj/shared/contest-events';
import type { CutReason, EventStreamSettings } from '../../lib/event-stream-settings';

export const defaultEventStreamSettings: EventStreamSettings = {
  heartbeatMs: 15_000,
  maxBufferedBytes: 256 * 1024,
  retryMs: 3_000,
  // Browsers open at most 6 connections to one host over HTTP/1.1, so a session past 6 streams is not a browser's
  // tabs; 30 per IP leaves room for several people behind one address.
  maxPerIp: 30,
  maxPerSession: 6,
};

/** One SSE frame per event, built once however many streams it goes to. */
const frames = new WeakMap<ContestEvent, string>();

export function eventFrame(event: ContestEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/**
 * The body of one Server-Sent Events response. `end()` closes it cleanly (the browser reconnects and catches up); a
 * client too slow to keep up is cut off rather than buffered without bound. `onClose` runs once, however the stream
 * ends; `cutBy` says why the server cut it (null: the client went).
 */
export class EventStream {
  readonly body = new PassThrough();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;
  cutBy: CutReason | null = null;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(private readonly settings: EventStreamSettings) {
    this.body.write(`retry: ${settings.retryMs}\n: connected\n\n`);
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), settings.heartbeatMs);
    this.heartbeat.unref();
    this.body.on('close', () => this.finish());
  }

  send(event: ContestEvent): void {
    this.write(eventFrame(event));
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  /** Ends the response after what was already written. */
  end(reason: CutReason): void {
    if (this.closed) return;
    this.cutBy = reason;
    this.body.end();
    this.finish();
  }

  /** Drops the connection at once (the client went, or `reason` says why the server dropped it). */
  destroy(reason: CutReason | null = null): void {
    if (!this.closed) this.cutBy = reason;
    this.body.destroy();
    this.finish();
  }

  get bufferedBytes(): number {
    return this.body.writableLength + this.body.readableLength;
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.bufferedBytes + text.length > this.settings.maxBufferedBytes) {
      this.destroy('buffer-limit');
      return;
    }
    this.body.write(text);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
