import {
  formatContestStart as formatContestStartFor,
  formatZonedTime as formatZonedTimeFor,
  type ZonedTimeOptions,
} from '@cj/shared/rules/zoned-time';
import { parseCookie, stringifySetCookie } from 'cookie';
import { createContext, useContext } from 'react';

/**
 * The shared formatter of times with zones (packages/shared/src/rules/zoned-time.ts), the viewer being the browser
 * unless a caller (a test) names another zone: '12:30 PM PT · 3:30 PM your time'.
 */

export { formatContestDate, formatTimeLeft } from '@cj/shared/rules/zoned-time';

let lastReading: { offset: number; timezone: string } | undefined;

/** The Temporal API where the browser has it: it names the zone without building a date formatter. */
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;

/**
 * The viewer's IANA timezone, as the browser reports it. Without Temporal, reading it builds a formatter (tens of
 * milliseconds on a phone when it is the page's first), so it is read again only when the clock's UTC offset
 * changes (the device moved to another zone).
 */
export function viewerTimezone(): string {
  if (temporal) return temporal.Now.timeZoneId();
  const offset = new Date().getTimezoneOffset();
  if (lastReading?.offset !== offset) {
    lastReading = { offset, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  }
  return lastReading.timezone;
}

/** A post time or deadline at the track, and the viewer's time when their clock differs. */
export function formatZonedTime(
  isoTime: string,
  trackTimezone: string,
  options: ZonedTimeOptions = {},
): string {
  return formatZonedTimeFor(isoTime, trackTimezone, {
    ...options,
    viewer: options.viewer === undefined ? viewerTimezone() : options.viewer,
  });
}

/**
 * '1:05 PM ET' at the track, and the viewer's time when their clock differs ('1:05 PM ET · 10:05 AM your time'):
 * every post time names its zone.
 */
export function formatPostTime(isoTime: string, trackTimezone: string): string {
  return formatZonedTime(isoTime, trackTimezone);
}

/** '1:05 PM ET on March 5, 2024' at the track, and the viewer's time when their clock differs. */
export function formatClosingTime(isoTime: string, trackTimezone: string): string {
  return formatZonedTime(isoTime, trackTimezone, { withDate: true });
}

/** A contest's start in a list or header: 'March 5, 2024 · 12:30 PM PT · 3:30 PM your time'. */
export function formatContestStart(
  startTime: string,
  timezone: string | null,
  options: Pick<ZonedTimeOptions, 'viewer'> = {},
): string {
  return formatContestStartFor(startTime, timezone, {
    viewer: options.viewer === undefined ? viewerTimezone() : options.viewer,
  });
}

/** The cookie in which the browser tells the server its zone, so pages are rendered with the viewer's times. */
export const VIEWER_ZONE_COOKIE = 'cj_tz';

/** An IANA zone name as the browser reports it: letters, digits, '/', '_', '+', '-'. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The viewer's zone a request's cookie names, when it is one this runtime knows; null otherwise. */
export function viewerZoneOfCookie(cookieHeader: string | null): string | null {
  const zone = parseCookie(cookieHeader ?? '')[VIEWER_ZONE_COOKIE];
  if (!zone || !ZONE_NAME.test(zone)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    // A zone this runtime does not know.
    return null;
  }
}

/** Tells the server the browser's zone for the pages it renders next (a year; read by no one else). */
export function rememberViewerZone(zone: string): void {
  if (viewerZoneOfCookie(document.cookie) === zone) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = stringifySetCookie(VIEWER_ZONE_COOKIE, zone, {
    maxAge: 31_536_000,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/**
 * The zone a page's times add the viewer's time in. The app's root provides it: the zone the server rendered the
 * page with (the cookie's; none on a first visit) until the visitor moves to another page, then the browser's own.
 * So hydrating never changes a time on screen, and nothing moves under the reader. Outside the root (a component
 * rendered alone) it is the browser's.
 */
export const ViewerZone = createContext<string | null | undefined>(undefined);

/** The viewer's zone for a component's times (see ViewerZone): null when the page shows track times alone. */
export function useViewerTimezone(): string | null {
  const zone = useContext(ViewerZone);
  return zone === undefined ? viewerTimezone() : zone;
}
