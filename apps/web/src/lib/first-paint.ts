/**
 * The first load's reads wait until the page's first render is on screen (decision 040). What the first screen
 * needs comes in the HTML (decision 039); every other read the first render starts (the races, the prizes, the
 * leaderboard's rows, the live events…) would otherwise be in flight, and its answer rendered, before the largest
 * element is painted: the browser and Lighthouse then count them on the way to that paint. Waiting costs a frame and
 * the idle time after it, once per page load; later pages read at once.
 */

/** At most this long after the first paint when the page never goes idle: reads must not wait for ever. */
const IDLE_TIMEOUT_MS = 500;
/** Work that waits without starting the clock (whenFirstPainted) starts it itself after this long. */
const UNSTARTED_FALLBACK_MS = 3_000;

let painted = false;
let started = false;
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
 * Resolves once the browser has painted the frame after the first call and then found idle time; at once from then
 * on. The first call starts that clock: the first render's effects, which start the first reads, come after its
 * commit, so the next frame paints it.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  if (!started) {
    started = true;
    // A callback of the next frame runs before that frame is painted; a task it schedules runs after.
    nextFrame(() => whenIdle(open));
  }
  return gate;
}

/**
 * The same moment, for work that may be asked for before the first commit (a lazily loaded part during the first
 * render, the service worker at the window's load): waits without starting the clock, which starts itself after
 * UNSTARTED_FALLBACK_MS if no read has started it.
 */
export function whenFirstPainted(): Promise<void> {
  if (painted) return Promise.resolve();
  setTimeout(() => void afterFirstPaint(), UNSTARTED_FALLBACK_MS);
  return gate;
}

function nextFrame(callback: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 0);
}

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

/** For tests: whether reads wait (a page's first load) or go at once (every later one, and most tests). */
export function resetFirstPaint({ painted: alreadyPainted }: { painted: boolean }) {
  painted = alreadyPainted;
  started = false;
  gate = newGate();
  if (alreadyPainted) open();
}
