/**
 * Wall-clock time in a timezone (a track's, the viewer's), with Intl only (no date library, in the API or the web):
 * the local date and time of an instant, and the instant of a local date and time, daylight saving included.
 * Formatting for people lives beside it, in zoned-time.ts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** Whether Intl knows the timezone name (a track's is typed by an administrator). */
export function isKnownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The timezone, or UTC for a name Intl does not know: a form or a page never breaks on a mistyped zone. */
export const zoneOrUtc = (timeZone: string | null | undefined): string =>
  isKnownZone(timeZone) ? timeZone : 'UTC';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of the timezone at this instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (name: string) => parts[name] ?? 0;
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the timezone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date ('YYYY-MM-DD') at the timezone at this instant. */
export function localDate(instant: Date, timeZone: string): string {
  return wallClockInputs(instant, timeZone).date;
}

/**
 * The wall clock at this instant as date and time inputs take it: ('2025-05-03T17:05Z', 'America/New_York') →
 * { date: '2025-05-03', time: '13:05' }, with seconds when asked ('13:05:09').
 */
export function wallClockInputs(instant: Date, timeZone: string, withSeconds = false) {
  const clock = wallClock(instant, timeZone);
  const seconds = withSeconds ? `:${pad(clock.second)}` : '';
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}${seconds}`,
  };
}

function parseDate(date: string): [year: number, month: number, day: number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** A calendar date moved by whole days: ('2025-03-01', -1) → '2025-02-28'. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a date in a timezone: ('2025-07-04', 13, 0, 'America/New_York') → 17:00Z. */
export function zonedDateTime(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  // Look again at the instant found: across a daylight-saving change the offset there may differ.
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}
