import type { ContestEvent } from '@cj/shared/contest-events';
import { vi } from 'vitest';

type Listener = (event: MessageEvent<string>) => void;

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it, push contest events through it and
 * see what the page does with them. Wrap `emit` and `open` in act().
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  /** EventSource's 0 connecting, 1 open, 2 closed (the browser gave up, or the page closed it). */
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** The connection (re)opened. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /**
   * The connection dropped: the browser tries again by itself, or, when `gaveUp` (an answer that was not a stream),
   * never again.
   */
  fail({ gaveUp = false } = {}): void {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  /** The server sent this event. */
  emit(event: ContestEvent): void {
    this.emitRaw(event.type, JSON.stringify(event));
  }

  /** The server sent an event named `type` with this data, whatever it is. */
  emitRaw(type: string, data: string): void {
    const message = new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }

  /** The one stream the page has open now. */
  static current(): FakeEventSource {
    const open = FakeEventSource.instances.filter((source) => !source.closed);
    if (open.length !== 1) throw new Error(`expected one open event stream, found ${open.length}`);
    return open[0]!;
  }
}

/** Gives the page a FakeEventSource as its EventSource (undone by vi.unstubAllGlobals). */
export function installFakeEventSource(): void {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
