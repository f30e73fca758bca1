import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { track } from './analytics';

/**
 * Records a 'page_view' each time the page's path changes. A new query or hash on the same page (a tab, an
 * anchor) is not a new page; a repeated effect for the same path (React's strict mode) is not either.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    track('page_view');
  }, [pathname]);
}
