import { useEffect, useState } from 'react';

/**
 * The current time (ms), read again every `intervalMs`: for countdowns. It reads `Date.now()` and a timer, so a test
 * controls it with fake timers (`vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })`).
 */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
