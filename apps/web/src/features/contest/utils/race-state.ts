import type { Race } from '@cj/shared/races';

/** Spec §4: a race is open to plays, then wagering closes ("the race is off"), then it is finalized. */
export type RaceState = 'open' | 'closed' | 'finalized';

export function raceState(race: Pick<Race, 'isWageringClosed' | 'finalized'>): RaceState {
  if (race.finalized) return 'finalized';
  return race.isWageringClosed ? 'closed' : 'open';
}
