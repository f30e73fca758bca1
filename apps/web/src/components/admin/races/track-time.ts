import { dayjs } from '@/lib/dates';

/** How date and time inputs write their values. */
const DATE_INPUT = 'YYYY-MM-DD';
const TIME_INPUT = 'HH:mm';

/** The time an ISO instant reads at the track, as date and time inputs take it ('2025-05-03', '13:05'). */
export function toTrackInputs(isoTime: string, timezone: string): { date: string; time: string } {
  const time = dayjs.utc(isoTime);
  let local = time;
  try {
    local = time.tz(timezone);
  } catch {
    // An unknown timezone name reads as UTC rather than breaking the form (see formatInTimezone).
  }
  return { date: local.format(DATE_INPUT), time: local.format(TIME_INPUT) };
}

/** The UTC ISO instant of a date and a time read at the track ('2025-05-03', '13:05', New York → 17:05Z). */
export function fromTrackInputs(date: string, time: string, timezone: string): string {
  const text = `${date} ${time}`;
  try {
    return dayjs.tz(text, timezone).toISOString();
  } catch {
    return dayjs.utc(text).toISOString();
  }
}
