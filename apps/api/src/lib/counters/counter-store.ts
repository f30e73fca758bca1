/** A count within a fixed window, and how long until that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters that expire: rate limits and login failures count here. Keys are free text; each counter lives for
 * `windowMs` from its first increment.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count (0 when the key is unknown or its window ended). */
  read(key: string): Promise<number>;
  /** Gives back one count taken by `increment` (never below 0), keeping the window; nothing when the key is unknown. */
  decrement(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}
