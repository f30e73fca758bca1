import { arePicksOpen, firstRaceOf, type PicksLockAt } from './picks-lock';
import { isRaceClosed, type RaceWageringFlags } from './race-state';

export interface ProgressRace {
  /** The contest race's id, as the player's plays name it. */
  id: number;
  race: RaceWageringFlags & { raceNumber: number };
}

export interface PickProgress {
  /** Races holding at least one of the entry's plays. */
  picked: number;
  /** Every race of the contest. */
  total: number;
  /** The race still open to plays, without a pick, that closes first; null when none is left. */
  nextUnpicked: {
    contestRaceId: number;
    raceNumber: number;
    /** When its picks close: its post time, or the first race's in Pick & Pray. */
    closesAt: string;
  } | null;
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

/**
 * How far an entry is through the card: '7 of 9 races picked', and the open race it has not picked that closes
 * first (the earliest post time, then the lowest race number), so nothing is left unpicked by oversight.
 */
export function pickProgress(
  races: readonly ProgressRace[],
  pickedContestRaceIds: ReadonlySet<number>,
  picksLockAt: PicksLockAt,
  now: Date | number,
): PickProgress {
  const first = firstRaceOf(races);
  const firstRaceClosed = first !== undefined && isRaceClosed(first.race, now);
  const open = races.filter(
    (contestRace) =>
      !pickedContestRaceIds.has(contestRace.id) &&
      arePicksOpen({ picksLockAt, race: contestRace.race, firstRaceClosed, now }),
  );
  const next = firstRaceOf(open);
  const closesAt = next && picksLockAt === 'first-race' && first ? first.race.postTime : next?.race.postTime;
  return {
    picked: races.filter((contestRace) => pickedContestRaceIds.has(contestRace.id)).length,
    total: races.length,
    nextUnpicked:
      next && closesAt !== undefined
        ? { contestRaceId: next.id, raceNumber: next.race.raceNumber, closesAt: iso(closesAt) }
        : null,
  };
}

/** '7 of 9 races picked'; '1 of 1 race picked'. */
export const pickProgressText = ({ picked, total }: Pick<PickProgress, 'picked' | 'total'>) =>
  `${picked} of ${total} ${total === 1 ? 'race' : 'races'} picked`;
