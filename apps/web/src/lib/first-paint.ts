/**
 * The first load's reads wait until the page's first render is on screen (decision 040). What the first screen
 * needs comes in the HTML (decision 039); every other read the first render starts (the races, the prizes, the
 * leaderboard's rows, the live events…) would otherwise be in flight, and its answer rendered, before the largest
 * element is painted: the browser and Lighthouse then count them on the way to that paint. Waiting costs a frame and
 * the idle time after it, once per page load; later pages read at once.
 *
 * Only the first commit starts the clock (app/provider.tsx, decision 047): work asked for before it (the account's
 * warm-up GET, decision 042; a lazily loaded part; the service worker) waits without starting it.
 */

/** At most this long after the first paint when the page never goes idle: reads must not wait for ever. */
const IDLE_TIMEOUT_MS = 500;
/** If no commit has started the clock this long after the first wait, the wait starts it: nothing waits for ever. */
const NO_COMMIT_FALLBACK_MS = 3_000;

let painted = false;
let started = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
let open: () => void = () => undefined;
let gate = newGate();

function newGate(): Promise<void> {
  return new Promise<void>((resolve) => {
    open = () => {
      painted = true;
      resolve();
    };
  });
}

/** Whether the first render has been painted (then reads go at once). */
export const isFirstPaintDone = () => painted;

/**
 * Called by the app root's first commit (a layout effect, before the frame that paints it): from then, the next
 * frame's paint and the idle time after it open the gate. Later calls do nothing.
 */
export function startFirstPaintClock(): void {
  if (painted || started) return;
  started = true;
  // A callback of the next frame runs before that frame is painted; a task it schedules runs after.
  nextFrame(() => whenIdle(open));
}

/**
 * Resolves once the first commit has been painted and the browser has found idle time; at once from then on.
 * Waiting never starts the clock; if no commit has started it NO_COMMIT_FALLBACK_MS after the first wait, the
 * wait does.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  if (!started && fallback === undefined) fallback = setTimeout(startFirstPaintClock, NO_COMMIT_FALLBACK_MS);
  return gate;
}

/**
 * The next frame's callback; in a tab that is hidden (opened in the background, or hidden before its first frame)
 * at once, since a hidden tab runs no frames until it is shown and has no paint to wait for: its reads go now, so
 * the page is ready when the player turns to it.
 */
function nextFrame(callback: () => void) {
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  if (typeof requestAnimationFrame !== 'function' || hidden()) {
    setTimeout(callback, 0);
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    document.removeEventListener('visibilitychange', onHidden);
    callback();
  };
  const onHidden = () => {
    if (hidden()) once();
  };
  document.addEventListener('visibilitychange', onHidden);
  requestAnimationFrame(once);
}

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

/** For tests: whether reads wait (a page's first load) or go at once (every later one, and most tests). */
export function resetFirstPaint({ painted: alreadyPainted }: { painted: boolean }) {
  painted = alreadyPainted;
  started = false;
  clearTimeout(fallback);
  fallback = undefined;
  gate = newGate();
  if (alreadyPainted) open();
}
