/**
 * How long a page may stay without growing before the saved position is given up: its data may take seconds to
 * arrive on a slow phone or network, and the page then grows in steps (decision 041), each of which restarts it.
 */
const GIVE_UP_AFTER_MS = 10_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now, or, while the page is still too short to get there (its data is on its way), each time it
 * grows, until it gets there, the visitor scrolls on their own, or it stops growing for a few seconds. Answers the
 * cleanup.
 */
export function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (reached(y) || typeof ResizeObserver === 'undefined') return () => {};

  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  let timer = window.setTimeout(stop, GIVE_UP_AFTER_MS);
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    window.clearTimeout(timer);
    if (reached(y)) stop();
    else timer = window.setTimeout(stop, GIVE_UP_AFTER_MS);
  });
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Whether the page is at `y` (within a pixel's rounding). */
function reached(y: number): boolean {
  return Math.abs(window.scrollY - y) <= 1;
}
