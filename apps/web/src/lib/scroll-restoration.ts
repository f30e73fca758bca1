import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { elementOfHash } from './scroll-to-hash';

/** The last scroll position of each history entry this tab has shown, by the entry's key. */
const positions = new Map<string, number>();

/**
 * The scrolling a visitor expects of page moves: a new page (a link, a redirect) starts at its top, or at the
 * element its #hash names; Back and Forward return to where that page was left.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = elementOfHash(hash);
    if (target) target.scrollIntoView?.({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
