import { isRaceClosed, type RaceWageringFlags } from './race-state';

/**
 * When a contest's picks lock: 'each-race' (each race's plays close when that race closes, at its post time) or
 * 'first-race' (Pick & Pray: every play of the contest closes when its first race closes).
 */
export const PICKS_LOCK_AT = ['each-race', 'first-race'] as const;
export type PicksLockAt = (typeof PICKS_LOCK_AT)[number];

export interface PicksFacts {
  picksLockAt: PicksLockAt;
  /** The race of the play. */
  race: RaceWageringFlags;
  /** The contest's first race is closed: past its post time, closed early or finalized (modules/contests/status.ts). */
  firstRaceClosed: boolean;
  /** The server's clock (or the viewer's, corrected by it). */
  now: Date | number;
}

/** Plays on the race may be placed or removed: its race is open, and in Pick & Pray the first race too. */
export function arePicksOpen({ picksLockAt, race, firstRaceClosed, now }: PicksFacts): boolean {
  if (isRaceClosed(race, now)) return false;
  return picksLockAt === 'each-race' || !firstRaceClosed;
}

/**
 * Others see the plays on a race once nobody can play it any more: when its picks are closed. In Pick & Pray
 * every play of the contest stays hidden until the first race closes.
 */
export const arePlaysShown = (facts: PicksFacts) => !arePicksOpen(facts);

export interface OrderedRace {
  postTime: string | Date;
  raceNumber: number;
}

/**
 * The contest's first race: the earliest post time, then the lowest race number, then the first added (the
 * order of `races`, as the contest race ids give it). Undefined for a contest without races.
 */
export function firstRaceOf<T extends { race: OrderedRace }>(races: readonly T[]): T | undefined {
  let first: T | undefined;
  for (const candidate of races) {
    if (first === undefined) {
      first = candidate;
      continue;
    }
    const a = new Date(candidate.race.postTime).getTime();
    const b = new Date(first.race.postTime).getTime();
    if (a < b || (a === b && candidate.race.raceNumber < first.race.raceNumber)) first = candidate;
  }
  return first;
}
