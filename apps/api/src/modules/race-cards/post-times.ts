import { zonedDateTime } from '@cj/shared/rules/wall-clock';
import type { ClockTime } from './card-rows';

/** Brisnet writes post times on the Pacific clock (race-card-formats.md §1). */
const PACIFIC_TIMEZONE = 'America/Los_Angeles';

/**
 * The instant of a card's post time: the wall time on the card's date, on the clock it was written in (the
 * track's own, or Pacific for Brisnet), daylight saving taken from that timezone's rules. A card east of
 * California runs on the same Pacific date, so a 12:15 am race in New York is 9:15 pm Pacific on the card date.
 */
export function postTimeInstant(cardDate: string, time: ClockTime, trackTimezone: string): Date {
  const timezone = time.clock === 'track' ? trackTimezone : PACIFIC_TIMEZONE;
  return zonedDateTime(cardDate, time.hour, time.minute, timezone);
}
