import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatZonedTime } from './zoned-time';

export { formatContestDate } from './zoned-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs with the utc and timezone plugins loaded: import it from here, never from 'dayjs' directly. */
export { dayjs };

/**
 * An ISO time shown in an IANA timezone (a track's). An unknown timezone name falls back to UTC rather than
 * breaking the page: the name comes from data an administrator typed.
 */
export function formatInTimezone(isoTime: string, timezoneName: string, format: string): string {
  const time = dayjs.utc(isoTime);
  try {
    return time.tz(timezoneName).format(format);
  } catch {
    return time.format(format);
  }
}

/**
 * '1:05 PM ET' at the track, and the viewer's time when their clock differs ('1:05 PM ET · 10:05 AM your time'):
 * the shared formatter (lib/zoned-time.ts), so every post time names its zone.
 */
export function formatPostTime(isoTime: string, trackTimezone: string): string {
  return formatZonedTime(isoTime, trackTimezone);
}

/** '1:05 PM ET on March 5, 2024' at the track, and the viewer's time when their clock differs. */
export function formatClosingTime(isoTime: string, trackTimezone: string): string {
  return formatZonedTime(isoTime, trackTimezone, { withDate: true });
}
