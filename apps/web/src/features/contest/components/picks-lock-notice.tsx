import { CONTEST_MESSAGES } from '@cj/shared/contest-messages';
import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { PLAY_MESSAGES } from '@cj/shared/play-messages';
import { firstRaceOf, type PicksLockAt } from '@cj/shared/rules/picks-lock';
import { isRaceClosed } from '@cj/shared/rules/race-state';
import Alert from '@mui/material/Alert';
import { formatZonedTime, useViewerTimezone } from '@/lib/zoned-time';

/** When the contest's picks lock, naming its first race (the earliest post time) in Pick & Pray. */
export function picksLockText(
  picksLockAt: PicksLockAt,
  races: readonly ContestRaceDetail[],
  viewer: string | null,
): string {
  const first = firstRaceOf(races);
  return CONTEST_MESSAGES.picksLock(
    picksLockAt,
    first
      ? {
          raceNumber: first.race.raceNumber,
          postTimeText: formatZonedTime(first.race.postTime, first.race.track.timezone, {
            withDate: true,
            viewer,
          }),
        }
      : undefined,
  );
}

/** Whether a Pick & Pray contest's picks have locked: wagering has closed on its first race. */
export function arePicksLocked(
  contest: Pick<Contest, 'picksLockAt'>,
  races: readonly ContestRaceDetail[],
  now: number,
) {
  const first = firstRaceOf(races);
  return contest.picksLockAt === 'first-race' && first !== undefined && isRaceClosed(first.race, now);
}

/**
 * Above a Pick & Pray contest's races: when every pick locks, or that they have while a race is still to be run.
 * Nothing for other contests, nor once every race is closed (the lock no longer changes anything).
 */
export function PicksLockNotice({
  contest,
  races,
  now,
}: {
  contest: Pick<Contest, 'picksLockAt'>;
  races: readonly ContestRaceDetail[];
  /** The time on the server's clock. */
  now: number;
}) {
  const viewer = useViewerTimezone();
  if (contest.picksLockAt !== 'first-race') return null;
  const locked = arePicksLocked(contest, races, now);
  if (locked && races.every((contestRace) => isRaceClosed(contestRace.race, now))) return null;
  return (
    <Alert severity={locked ? 'warning' : 'info'} sx={{ mb: 1 }}>
      {locked ? PLAY_MESSAGES.picksLocked : picksLockText(contest.picksLockAt, races, viewer)}
    </Alert>
  );
}
