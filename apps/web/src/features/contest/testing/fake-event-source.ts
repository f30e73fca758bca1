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
  }

  /** The connection (re)opened. */
  open(): void {
    this.onopen?.(new Event('open'));
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
