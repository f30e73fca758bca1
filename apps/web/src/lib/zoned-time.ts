import {
  formatContestStart as formatContestStartFor,
  formatZonedTime as formatZonedTimeFor,
  type ZonedTimeOptions,
} from '@cj/shared/rules/zoned-time';

/**
 * The shared formatter of times with zones (packages/shared/src/rules/zoned-time.ts), the viewer being the browser
 * unless a caller (a test) names another zone: '12:30 PM PT · 3:30 PM your time'.
 */

export { formatTimeLeft } from '@cj/shared/rules/zoned-time';

let lastReading: { offset: number; timezone: string } | undefined;

/**
 * The server does not know the viewer's zone, and the browser's first render must be the page the server sent:
 * until the app has hydrated, times read at the track alone, and the viewer's time joins them from the next render.
 */
let viewerTimezoneShown = typeof document !== 'undefined';

/** Called before hydrating (app/entry.client.tsx), then once hydrated (app/root.tsx). */
export function showViewerTimezone(shown: boolean): void {
  viewerTimezoneShown = shown;
}

/**
 * The viewer's IANA timezone, as the browser reports it. Reading it builds a formatter, slow on a phone and asked
 * for by every time a page shows, so it is read again only when the clock's UTC offset changes (the device moved
 * to another zone).
 */
export function viewerTimezone(): string | null {
  if (!viewerTimezoneShown) return null;
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
    viewer: options.viewer ?? viewerTimezone(),
  });
}

/** A contest's start in a list or header: 'March 5, 2024 · 12:30 PM PT · 3:30 PM your time'. */
export function formatContestStart(
  startTime: string,
  timezone: string | null,
  options: Pick<ZonedTimeOptions, 'viewer'> = {},
): string {
  return formatContestStartFor(startTime, timezone, { viewer: options.viewer ?? viewerTimezone() });
}

// Made when first needed: the page's first formatter loads the browser's date data (tens of milliseconds on a
// phone), which should not lengthen the task that evaluates the app's modules.
let utcDate: Intl.DateTimeFormat | undefined;

/** Spec §9: contest dates read 'March 5, 2024', in UTC (Intl, so a page showing one loads no date library). */
export function formatContestDate(isoTime: string): string {
  utcDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return utcDate.format(new Date(isoTime));
}
