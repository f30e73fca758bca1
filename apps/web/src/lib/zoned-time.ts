import {
  formatContestStart as formatContestStartFor,
  formatZonedTime as formatZonedTimeFor,
  type ZonedTimeOptions,
} from '@cj/shared/rules/zoned-time';
import { useSyncExternalStore } from 'react';

/**
 * The shared formatter of times with zones (packages/shared/src/rules/zoned-time.ts), the viewer being the browser
 * unless a caller (a test) names another zone: '12:30 PM PT · 3:30 PM your time'.
 */

export { formatTimeLeft } from '@cj/shared/rules/zoned-time';

let lastReading: { offset: number; timezone: string } | undefined;

/**
 * The viewer's IANA timezone, as the browser reports it. Reading it builds a formatter, slow on a phone and asked
 * for by every time a page shows, so it is read again only when the clock's UTC offset changes (the device moved
 * to another zone).
 */
export function viewerTimezone(): string {
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

const subscribeToNothing = () => () => undefined;

/**
 * The viewer's zone for a component's times: none while the server renders the page and while the browser hydrates
 * it (the server cannot know it, and hydrating must render what the server sent: times at the track alone), the
 * browser's own from the next render on.
 */
export function useViewerTimezone(): string | null {
  return useSyncExternalStore(subscribeToNothing, viewerTimezone, () => null);
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
