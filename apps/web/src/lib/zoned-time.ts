import {
  formatContestStart as formatContestStartFor,
  formatZonedTime as formatZonedTimeFor,
  type ZonedTimeOptions,
} from '@cj/shared/rules/zoned-time';

/**
 * The shared formatter of times with zones (packages/shared/src/rules/zoned-time.ts), the viewer being the browser
 * unless a caller (a test) names another zone: '12:30 PM PT · 3:30 PM your time'.
 */

export { formatTimeLeft, zoneAbbreviation } from '@cj/shared/rules/zoned-time';

/** The viewer's IANA timezone, as the browser reports it. */
export function viewerTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
