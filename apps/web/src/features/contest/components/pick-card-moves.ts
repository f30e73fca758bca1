import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import type { Play } from '@cj/shared/plays';
import { pickProgress } from '@cj/shared/rules/pick-progress';

/**
 * Where the card goes after a tap placed `play` on `contestRace`: null while the race takes more plays (it stays
 * open for the next tap); once it is full, the next race left to pick, or, after the last, the race itself (its
 * heading keeps the focus the form had). Loaded with a player's first play: not part of a visitor's first load.
 */
export function raceAfterPlay({
  races,
  contestRace,
  play,
  picks,
  picksLockAt,
  now,
}: {
  races: readonly ContestRaceDetail[];
  contestRace: ContestRaceDetail;
  play: Play;
  /** The entry's plays in the contest as read before this one. */
  picks: readonly Play[];
  picksLockAt: Contest['picksLockAt'];
  now: number;
}): number | null {
  const before = picks.filter((other) => other.race === contestRace.id && other.id !== play.id);
  if (before.length + 1 < contestRace.maxWagers) return null;
  const pickedRaces = new Set([...picks.map((other) => other.race), contestRace.id]);
  const next = pickProgress(races, pickedRaces, picksLockAt, now).nextUnpicked;
  return next?.contestRaceId ?? contestRace.id;
}
