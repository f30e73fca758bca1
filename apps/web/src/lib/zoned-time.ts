import { dayjs, formatContestDate } from './dates';

/**
 * Times a player can trust (issue 13): every post time and deadline names its zone — the track's local time with
 * its abbreviation and, when the viewer's clock reads differently, the viewer's time:
 * '12:30 PM PT · 3:30 PM your time'. The one helper every player-facing time goes through.
 */

const TIME = 'h:mm A';
const DATE = 'MMMM D, YYYY';

/** The viewer's IANA timezone, as the browser reports it. */
export function viewerTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function zoneName(date: Date, timezone: string, style: 'shortGeneric' | 'short'): string | undefined {
  return new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: style })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * 'PT', 'ET', 'CT' where a short generic name exists (US zones), else the short one ('UTC', 'GMT+1'). An unknown
 * timezone name reads as UTC, as formatInTimezone does.
 */
export function zoneAbbreviation(isoTime: string, timezone: string): string {
  const date = new Date(isoTime);
  try {
    const generic = zoneName(date, timezone, 'shortGeneric');
    if (generic && !/\s|GMT/.test(generic)) return generic;
    return zoneName(date, timezone, 'short') ?? timezone;
  } catch {
    return 'UTC';
  }
}

function inZone(isoTime: string, timezone: string) {
  const time = dayjs.utc(isoTime);
  try {
    return time.tz(timezone);
  } catch {
    return time;
  }
}

export interface ZonedTimeOptions {
  /** Add the track's date: '1:05 PM ET on May 4, 2024'. */
  withDate?: boolean;
  /** The viewer's timezone; the browser's unless given. */
  viewer?: string;
}

/**
 * '1:05 PM ET' at the track, then ' · 10:05 AM your time' when the viewer's clock shows another time; with the date,
 * '1:05 PM ET on May 4, 2024 · 10:05 AM your time', the viewer's date added when it is another day there.
 */
export function formatZonedTime(
  isoTime: string,
  trackTimezone: string,
  options: ZonedTimeOptions = {},
): string {
  const track = inZone(isoTime, trackTimezone);
  const local = inZone(isoTime, options.viewer ?? viewerTimezone());
  const date = options.withDate ? ` on ${track.format(DATE)}` : '';
  const trackText = `${track.format(TIME)} ${zoneAbbreviation(isoTime, trackTimezone)}${date}`;
  if (local.utcOffset() === track.utcOffset()) return trackText;
  const otherDay = options.withDate && local.format('YYYY-MM-DD') !== track.format('YYYY-MM-DD');
  return `${trackText} · ${local.format(TIME)}${otherDay ? ` on ${local.format('MMMM D')}` : ''} your time`;
}

/**
 * How long until a moment, for a countdown: 'less than a minute', '12 min', '1 h 5 min', '2 days'; null once it
 * has passed.
 */
export function formatTimeLeft(isoTime: string, nowMs: number): string | null {
  const minutes = Math.floor((Date.parse(isoTime) - nowMs) / 60_000);
  if (Number.isNaN(minutes) || Date.parse(isoTime) <= nowMs) return null;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * A contest's start in a list: 'March 5, 2024 · 12:30 PM PT · 3:30 PM your time' — the date as spec §9 writes
 * contest dates, then the time at its first race's track (the viewer's own zone for a contest without races).
 */
export function formatContestStart(
  startTime: string,
  timezone: string | null,
  options: Pick<ZonedTimeOptions, 'viewer'> = {},
): string {
  const zone = timezone ?? options.viewer ?? viewerTimezone();
  return `${formatContestDate(startTime)} · ${formatZonedTime(startTime, zone, options)}`;
}
