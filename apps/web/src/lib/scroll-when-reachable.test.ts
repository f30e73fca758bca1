import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollWhenReachable } from './scroll-when-reachable';

/** A page whose height the test sets; scrolling stops at its bottom like a browser's. */
let pageBottom = 0;
let resized: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}

function growPageTo(bottom: number) {
  pageBottom = bottom;
  resized?.();
}

describe('scrollWhenReachable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: Math.min(y, pageBottom), configurable: true });
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(window.scrollTo).mockReset();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    pageBottom = 0;
    resized = null;
  });

  it('scrolls at once when the page is already tall enough, and holds the position while the page settles', () => {
    pageBottom = 2000;
    scrollWhenReachable(640);
    expect(window.scrollY).toBe(640);
    // A loader above gives way to a shorter answer: the browser's scroll anchoring moves the page by the difference.
    Object.defineProperty(window, 'scrollY', { value: 604, configurable: true });
    growPageTo(1964);
    expect(window.scrollY).toBe(640);
    vi.advanceTimersByTime(1_000);
    expect(resized).toBeNull();
  });

  it('keeps trying as the page grows, then stops once there and settled', () => {
    pageBottom = 100;
    scrollWhenReachable(640);
    expect(window.scrollY).toBe(100);
    growPageTo(400);
    expect(window.scrollY).toBe(400);
    growPageTo(3000);
    expect(window.scrollY).toBe(640);
    vi.advanceTimersByTime(999);
    expect(resized).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(resized).toBeNull();
  });

  it('gives up when the visitor scrolls on their own or once the page has stopped growing for a few seconds', () => {
    pageBottom = 100;
    scrollWhenReachable(640);
    window.dispatchEvent(new Event('wheel'));
    expect(resized).toBeNull();

    scrollWhenReachable(640);
    vi.advanceTimersByTime(9_000);
    growPageTo(300);
    // Still growing: a slow load's later parts still bring the page to the saved position.
    vi.advanceTimersByTime(9_000);
    expect(resized).not.toBeNull();
    growPageTo(2000);
    expect(window.scrollY).toBe(640);
    vi.advanceTimersByTime(1_000);
    expect(resized).toBeNull();

    pageBottom = 100;
    scrollWhenReachable(640);
    vi.advanceTimersByTime(10_000);
    expect(resized).toBeNull();
  });
});
