import type { Contest } from '@cj/shared/contests';
import { arePicksOpen } from '@cj/shared/rules/picks-lock';
import type { RaceWageringFlags } from '@cj/shared/rules/race-state';

/**
 * Whether plays on the race may still be placed or removed, as the API decides (plays/play-rules.ts): the contest
 * is not cancelled, the race is open and, in Pick & Pray, so is the contest's first race: wagering has closed on it
 * exactly when the contest is no longer Upcoming (the shared status rule). Administrators too (spec: remove any
 * play while open).
 */
export function arePlaysChangeable(
  contest: Pick<Contest, 'picksLockAt' | 'status' | 'isCancelled'>,
  race: RaceWageringFlags,
  now: number,
): boolean {
  if (contest.isCancelled) return false;
  return arePicksOpen({
    picksLockAt: contest.picksLockAt,
    race,
    firstRaceClosed: contest.status !== 'upcoming',
    now,
  });
}
