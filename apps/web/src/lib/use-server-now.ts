import { createContext, useContext, useEffect, useReducer, useSyncExternalStore } from 'react';
import { serverClockOffset, serverNow, subscribeServerClock } from './server-clock';
import { useHydrated } from './use-hydrated';

/** setTimeout's longest wait; a later moment is waited for in several. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface ServerNowOptions {
  /** Render again every so many ms (a countdown's minutes); none when omitted. */
  tickMs?: number;
  /** Moments (ISO text or ms on the server's clock) to render again at, such as post times: at once, not a tick later. */
  wakeAt?: readonly (string | number)[];
}

/**
 * When the server rendered the page (app/root.tsx's loader): the time its countdowns and states were rendered at,
 * which the browser uses again while it hydrates the page, so that both render the same.
 */
export const PageRenderedAt = createContext<number | null>(null);

const timeOf = (moment: string | number) => (typeof moment === 'number' ? moment : Date.parse(moment));

/**
 * The time on the server's clock (lib/server-clock.ts), rendered again when the clock's offset changes, every
 * `tickMs`, and at each moment of `wakeAt` as it comes. Timers and `Date` drive it, so a test controls it with fake
 * timers.
 */
export function useServerNow({ tickMs, wakeAt = [] }: ServerNowOptions = {}): number {
  // The server that renders the page is the clock: no offset while it renders and the browser hydrates.
  const offset = useSyncExternalStore(subscribeServerClock, serverClockOffset, () => 0);
  const renderedAt = useContext(PageRenderedAt);
  const hydrated = useHydrated();
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);
  // The moments as one string: a new array of the same moments (each render's) keeps the timer.
  const wakeKey = wakeAt.map(timeOf).join(',');

  useEffect(() => {
    if (!tickMs) return;
    const timer = setInterval(rerender, tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offset or a render at a wake moves the next wake.
  useEffect(() => {
    const now = serverNow();
    let next = Number.POSITIVE_INFINITY;
    for (const at of wakeKey ? wakeKey.split(',').map(Number) : []) {
      if (at > now && at < next) next = at;
    }
    if (next === Number.POSITIVE_INFINITY) return;
    const timer = setTimeout(rerender, Math.min(next - now, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [wakeKey, offset, tick]);

  return !hydrated && renderedAt !== null ? renderedAt : serverNow();
}
