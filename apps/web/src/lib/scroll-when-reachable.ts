/** How long a page may take to grow tall enough (its data arriving) before the saved position is given up. */
const GIVE_UP_AFTER_MS = 5_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now, or, while the page is still too short to get there (its data is on its way), each time it
 * grows, until it gets there, the visitor scrolls on their own, or a few seconds pass. Answers the cleanup.
 */
export function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (reached(y) || typeof ResizeObserver === 'undefined') return () => {};

  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached(y)) stop();
  });
  observer.observe(document.body);
  const timer = window.setTimeout(stop, GIVE_UP_AFTER_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Whether the page is at `y` (within a pixel's rounding). */
function reached(y: number): boolean {
  return Math.abs(window.scrollY - y) <= 1;
}
