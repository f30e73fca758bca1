/**
 * The server's clock as the browser sees it: races close at their post time on the server's clock, and a phone's
 * clock may be minutes off. Every API answer carries the server's time in its `Date` header (whole seconds), so
 * each answer bounds the offset (server minus browser): the server wrote the header between the request's sending
 * and the answer's arrival, within the second it names. The answers' bounds narrow together; when they no longer
 * agree (a clock was set), the latest answer alone counts. The offset kept is the smallest the bounds allow: a clock
 * that agrees with the server to within the header's second is trusted to the millisecond.
 */
interface Bounds {
  low: number;
  high: number;
}

let bounds: Bounds | null = null;
let offset = 0;
const listeners = new Set<() => void>();

const closestToZero = ({ low, high }: Bounds) => (low > 0 ? low : high < 0 ? high : 0);

/** Notes the `Date` header of an answer to a request sent at `sentAt` and read at `receivedAt` (browser ms). */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const serverTime = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  const sample = { low: serverTime - receivedAt, high: serverTime + 1000 - sentAt };
  const low = Math.max(sample.low, bounds?.low ?? sample.low);
  const high = Math.min(sample.high, bounds?.high ?? sample.high);
  bounds = low <= high ? { low, high } : sample;
  const next = closestToZero(bounds);
  if (next === offset) return;
  offset = next;
  for (const listener of listeners) listener();
}

/** How far the server's clock is ahead of the browser's (ms; negative when behind). */
export const serverClockOffset = (): number => offset;

/** The time on the server's clock now (ms). */
export const serverNow = (): number => Date.now() + offset;

/** Calls `listener` when the offset changes; returns the unsubscribe. */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget every answer (one window serves a worker's test files). */
export function resetServerClock(): void {
  bounds = null;
  offset = 0;
}
