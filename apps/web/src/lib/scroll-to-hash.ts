import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's hash (/how-to-play#win-contest) into view when the page opens and
 * each time a link changes the hash, and gives it focus so keyboard and screen reader users land there too.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation to the same hash (key) scrolls again.
  useEffect(() => {
    const element = elementOfHash(hash);
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, key]);
}

/** The element an address's hash names ('#win-contest'), if the page has it. */
export function elementOfHash(hash: string): HTMLElement | null {
  return hash ? document.getElementById(safeDecode(hash.slice(1))) : null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
