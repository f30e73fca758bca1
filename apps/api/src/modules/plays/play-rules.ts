import { ADMIN_ALTERNATE_MESSAGES, ALTERNATE_MESSAGES, PLAY_MESSAGES } from '@cj/shared/plays';
import { alternateProblem } from '@cj/shared/rules/alternates';
import { arePicksOpen, type PicksLockAt } from '@cj/shared/rules/picks-lock';
import { isRaceClosed, type RaceWageringFlags } from '@cj/shared/rules/race-state';
import { badRequest, conflict } from '../../lib/http-errors';

/** The contest's play rules as a play reads them (decision 018). */
export interface ContestPlayRules {
  alternatesEnabled: boolean;
  picksLockAt: PicksLockAt;
  /** The contest's first race is closed: past its post time, closed by an operator or finalized. */
  firstRaceClosed: boolean;
}

interface RunnerFacts {
  id: number;
  programNumber: string | null;
  scratched: boolean;
}

/**
 * 409 unless plays on the race may still be placed or removed at `now`: the race is open (before its post time,
 * not closed by an operator nor finalized), and in Pick & Pray the contest's first race is open too
 * (rules/picks-lock.ts). The message says why: the post time passed, or an operator closed the race, or the
 * contest's picks locked with its first race.
 */
export function checkPicksOpen(contest: ContestPlayRules, race: RaceWageringFlags, now: Date) {
  if (race.finalized || race.isWageringClosed) throw conflict(PLAY_MESSAGES.wageringClosed);
  if (isRaceClosed(race, now)) throw conflict(PLAY_MESSAGES.pastPostTime);
  if (
    !arePicksOpen({ picksLockAt: contest.picksLockAt, race, firstRaceClosed: contest.firstRaceClosed, now })
  ) {
    throw conflict(PLAY_MESSAGES.picksLocked);
  }
}

/**
 * 400 when the named alternate may not be: the contest takes none, it is not a runner of the race (`alternate`
 * is null: not found in the play's race), it is the pick, it is scratched or coupled with the pick. Worded for the
 * administrator when one plays for a player (`onBehalf`), as the Add New Play form words it.
 */
export function checkAlternate(
  contest: ContestPlayRules,
  pick: RunnerFacts,
  alternateId: number | null,
  alternate: RunnerFacts | null,
  onBehalf: boolean,
) {
  const runners = [pick, ...(alternate ? [alternate] : [])].map((runner) => ({
    id: runner.id,
    programNumber: runner.programNumber ?? '',
    scratched: runner.scratched,
  }));
  const problem = alternateProblem({
    alternatesEnabled: contest.alternatesEnabled,
    pickId: pick.id,
    alternateId,
    runners,
  });
  if (problem) throw badRequest((onBehalf ? ADMIN_ALTERNATE_MESSAGES : ALTERNATE_MESSAGES)[problem]);
}
