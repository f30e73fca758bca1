/**
 * Times a player can trust: every post time and deadline names its zone — the track's local time with
 * its abbreviation and, when the viewer's clock reads differently, the viewer's time: '12:30 PM PT · 3:30 PM your
 * time'. The one formatter of post times, closing times and contest starts, for the web app and for e-mail (which
 * does not know the reader's zone, so it names the track's only). Intl only: no date library. The wall clock's
 * maths (a local date and time to an instant and back) is beside it, in wall-clock.ts.
 */

type Style = 'time' | 'date' | 'shortDate' | 'dayMonth' | 'isoDay' | 'shortGeneric' | 'short';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  /** '12:30 PM' (spec §9: post times read '1:05 PM'). */
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  /** 'March 5, 2024' (spec §9). */
  date: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Mar 5': a chart's axis. */
  shortDate: { month: 'short', day: 'numeric' },
  dayMonth: { month: 'long', day: 'numeric' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
  shortGeneric: { timeZoneName: 'shortGeneric' },
  short: { timeZoneName: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; a timezone name Intl does not know reads as UTC (names come from data people typed). */
function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone });
    } catch {
      cached = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone: 'UTC' });
    }
    formatters.set(key, cached);
  }
  return cached;
}

const format = (date: Date, style: Style, timeZone: string) => formatter(style, timeZone).format(date);

/** Intl writes a narrow no-break space before AM/PM in recent ICU versions; the product writes a plain space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const toDate = (time: string | Date) => (typeof time === 'string' ? new Date(time) : time);

function zoneName(date: Date, timeZone: string, style: 'shortGeneric' | 'short'): string | undefined {
  return formatter(style, timeZone)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * 'PT', 'ET', 'CT' where a short generic name exists (US zones), else the short one ('UTC', 'GMT+1'). An unknown
 * timezone name reads as UTC.
 */
export function zoneAbbreviation(time: string | Date, timeZone: string): string {
  const date = toDate(time);
  const generic = zoneName(date, timeZone, 'shortGeneric');
  if (generic && !/\s|GMT/.test(generic)) return generic;
  return zoneName(date, timeZone, 'short') ?? 'UTC';
}

/** '12:30 PM' on the wall clock of a timezone. */
export const formatClockTime = (time: string | Date, timeZone: string) =>
  plainSpaces(format(toDate(time), 'time', timeZone));

/** Spec §9: contest dates read 'March 5, 2024', in UTC. */
export const formatContestDate = (time: string | Date) => format(toDate(time), 'date', 'UTC');

/** 'March 5, 2024' on the calendar of a timezone (a contest's first track): the day it ran there. */
export const formatTrackDate = (time: string | Date, timeZone: string) =>
  format(toDate(time), 'date', timeZone);

/** 'Mar 5', in UTC: a contest's or a day's tick on a chart's axis. */
export const formatShortDate = (time: string | Date) => format(toDate(time), 'shortDate', 'UTC');

export interface ZonedTimeOptions {
  /** Add the track's date: '1:05 PM ET on May 4, 2024'. */
  withDate?: boolean;
  /** The viewer's IANA timezone; none (e-mail) names the track's time only. */
  viewer?: string | null;
  /** Add the viewer's day when it is another day there, without the track's date (withDate implies it). */
  viewerDay?: boolean;
}

/**
 * '1:05 PM ET' at the track, then ' · 10:05 AM your time' when the viewer's clock shows another time; with the date,
 * '1:05 PM ET on May 4, 2024 · 10:05 AM your time', the viewer's date added when it is another day there.
 */
export function formatZonedTime(
  time: string | Date,
  trackTimezone: string,
  options: ZonedTimeOptions = {},
): string {
  const date = toDate(time);
  const trackClock = formatClockTime(date, trackTimezone);
  const trackDay = format(date, 'isoDay', trackTimezone);
  const dateText = options.withDate ? ` on ${format(date, 'date', trackTimezone)}` : '';
  const trackText = `${trackClock} ${zoneAbbreviation(date, trackTimezone)}${dateText}`;
  if (!options.viewer) return trackText;
  const viewerClock = formatClockTime(date, options.viewer);
  const viewerDay = format(date, 'isoDay', options.viewer);
  if (viewerClock === trackClock && viewerDay === trackDay) return trackText;
  const otherDay = (options.withDate || options.viewerDay) && viewerDay !== trackDay;
  return `${trackText} · ${viewerClock}${otherDay ? ` on ${format(date, 'dayMonth', options.viewer)}` : ''} your time`;
}

/**
 * A contest's start: 'March 5, 2024 · 12:30 PM PT · 3:30 PM your time' — the date and time at its first race's
 * track (the viewer's own zone for a contest without races), then the viewer's time, with the viewer's day when it
 * is another day there ('· 1:03 AM on November 24 your time'). The track's date, not UTC's: an evening post in the
 * Americas is the next day in UTC.
 */
export function formatContestStart(
  startTime: string | Date,
  timezone: string | null,
  options: Pick<ZonedTimeOptions, 'viewer'> = {},
): string {
  const date = toDate(startTime);
  const zone = timezone ?? options.viewer ?? 'UTC';
  return `${format(date, 'date', zone)} · ${formatZonedTime(date, zone, { ...options, viewerDay: true })}`;
}

/**
 * How long until a moment, for a countdown: 'less than a minute', '12 min', '1 h 5 min', '2 days'; null once it
 * has passed.
 */
export function formatTimeLeft(time: string | Date, nowMs: number): string | null {
  const at = toDate(time).getTime();
  if (Number.isNaN(at) || at <= nowMs) return null;
  const minutes = Math.floor((at - nowMs) / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
