/**
 * Where a race stands for plays (spec §4): open to plays, then wagering closes ("the race is off"), then it is
 * finalized. An operator closes wagering; finalizing closes it too, so a finalized race is never open.
 */
export type RaceState = 'open' | 'closed' | 'finalized';

/** The two flags of a race that decide its state. */
export interface RaceWageringFlags {
  isWageringClosed: boolean;
  finalized: boolean;
}

export function raceState(race: RaceWageringFlags): RaceState {
  if (race.finalized) return 'finalized';
  return race.isWageringClosed ? 'closed' : 'open';
}

/** Plays may be placed or removed only while the race is open. */
export const isRaceOpen = (race: RaceWageringFlags) => raceState(race) === 'open';

/** A race is closed to plays once an operator closes wagering on it or finalizes it. */
export const isRaceClosed = (race: RaceWageringFlags) => !isRaceOpen(race);
