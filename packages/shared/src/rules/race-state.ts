/**
 * Where a race stands for plays (spec §4, decision 049): open to plays until its post time on the server's clock,
 * then closed ("the race is off"), then finalized. An operator may close a race before its post time; finalizing
 * closes it too, so a finalized race is never open. Nobody has to press anything for a race to close at post.
 */
export type RaceState = 'open' | 'closed' | 'finalized';

/** What of a race decides its state. */
export interface RaceWageringFlags {
  isWageringClosed: boolean;
  finalized: boolean;
  /** The race's post time (ISO text or a Date): at that moment it closes by itself. */
  postTime: Date | string;
}

const timeOf = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** The race's post time has come (`now` is the server's clock, or the viewer's corrected by it). */
export const isPastPost = (race: Pick<RaceWageringFlags, 'postTime'>, now: Date | number) =>
  timeOf(race.postTime) <= (typeof now === 'number' ? now : now.getTime());

export function raceState(race: RaceWageringFlags, now: Date | number): RaceState {
  if (race.finalized) return 'finalized';
  return race.isWageringClosed || isPastPost(race, now) ? 'closed' : 'open';
}

/** Plays may be placed, changed or removed only while the race is open. */
export const isRaceOpen = (race: RaceWageringFlags, now: Date | number) => raceState(race, now) === 'open';

/** A race is closed to plays at its post time, or earlier once an operator closes it, and once finalized. */
export const isRaceClosed = (race: RaceWageringFlags, now: Date | number) => !isRaceOpen(race, now);

/** How races close, as the Rules and How To Play pages say it. */
export const HOW_RACES_CLOSE =
  "Selections for each race close at its post time, on our clock; an operator may close a race earlier if it goes off early, or move its post time if it is delayed. In Pick & Pray contests every pick locks at the first race's post time.";
