import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { rememberViewerZone, ViewerZone, viewerTimezone } from '@/lib/zoned-time';

/**
 * Times on the page the server rendered use the zone it knew (the cookie's; on a first visit none: the track's time
 * alone), so hydrating changes no text and moves nothing; from the first move to another page on, the browser's own.
 * Once the page has loaded, the browser tells the server its zone for the pages it renders next.
 */
export function ViewerZoneProvider({ rendered, children }: { rendered: string | null; children: ReactNode }) {
  const { key } = useLocation();
  const firstPage = useRef(key);
  useEffect(() => rememberViewerZone(viewerTimezone()), []);
  const zone = key === firstPage.current ? rendered : viewerTimezone();
  return <ViewerZone.Provider value={zone}>{children}</ViewerZone.Provider>;
}
