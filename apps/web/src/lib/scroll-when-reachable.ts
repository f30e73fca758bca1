/**
 * How long a page may stay without growing before the saved position is given up: its data may take seconds to
 * arrive on a slow phone or network, and the page then grows in steps (decision 041), each of which restarts it.
 */
const GIVE_UP_AFTER_MS = 10_000;
/**
 * How long the position is kept once reached, while the page is still changing: a loader above it that gives way to
 * shorter content (a card's "Loading" to its answer) would otherwise move the page by the difference.
 */
const SETTLE_MS = 1_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now and each time the page changes size: while it is still too short to get there (its data is on
 * its way) until it gets there, and then for as long as it goes on changing in quick succession (settling). Stops
 * when the visitor scrolls on their own, a second after the page last changed once there, or after a few seconds
 * without growth short of it. Answers the cleanup.
 */
export function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (typeof ResizeObserver === 'undefined') return () => {};

  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const waitFor = () => window.setTimeout(stop, reached(y) ? SETTLE_MS : GIVE_UP_AFTER_MS);
  let timer = waitFor();
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    window.clearTimeout(timer);
    timer = waitFor();
  });
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Whether the page is at `y` (within a pixel's rounding). */
function reached(y: number): boolean {
  return Math.abs(window.scrollY - y) <= 1;
}
