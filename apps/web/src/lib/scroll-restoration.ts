import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readSavedPositions, savePositions } from './scroll-positions';
import { elementOfHash } from './scroll-to-hash';
import { scrollWhenReachable } from './scroll-when-reachable';

/**
 * The last scroll position of each history entry this tab has shown, by the entry's key. Kept in the tab's
 * session storage when the page is left, so a reload (or a return from another site) still finds them: the
 * history entries, and their keys, outlive the page.
 */
let positions: Map<string, number> | undefined;

/**
 * Those positions, read from storage once, when first needed: not while the app's modules evaluate, where the tab's
 * first storage read would lengthen the first load's longest task (the first load reads them in a task of their own
 * before the first render, app/first-load-warm-up.ts).
 */
export function savedScrollPositions(): Map<string, number> {
  positions ??= readSavedPositions();
  return positions;
}

/**
 * The scrolling a visitor expects of page moves: a new page (a link, a redirect) starts at its top, or at the
 * element its #hash names; Back and Forward return to where that page was left, also after a reload, once the page
 * is tall enough again (its data may still be on its way).
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
    const save = () => savePositions(savedScrollPositions());
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // A scroll belongs to the entry shown when it happens: the key moves on in the commit (a layout effect), before
  // the scroll to the new page's top is dispatched, which an effect of the old key could still see and record.
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);

  useEffect(() => {
    const remember = () => savedScrollPositions().set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = savedScrollPositions().get(key);
      return saved === undefined ? undefined : scrollWhenReachable(saved);
    }
    const target = elementOfHash(hash);
    if (target) target.scrollIntoView?.({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
