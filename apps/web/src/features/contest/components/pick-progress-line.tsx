import type { ContestRaceDetail } from '@cj/shared/contests';
import type { Play } from '@cj/shared/plays';
import { pickProgress, pickProgressText } from '@cj/shared/rules/pick-progress';
import type { PicksLockAt } from '@cj/shared/rules/picks-lock';
import Typography from '@mui/material/Typography';
import { formatZonedTime, useViewerTimezone } from '@/lib/zoned-time';

interface PickProgressLineProps {
  races: readonly ContestRaceDetail[];
  /** The entry's plays across the card. */
  picks: readonly Play[];
  picksLockAt: PicksLockAt;
  now: number;
}

/**
 * '7 of 9 races picked · Next: Race 8, post 3:45 PM ET · 12:45 PM your time': how far the entry is through the
 * card and the race it has left unpicked that closes first.
 */
export function PickProgressLine({ races, picks, picksLockAt, now }: PickProgressLineProps) {
  const viewer = useViewerTimezone();
  const progress = pickProgress(races, new Set(picks.map((play) => play.race)), picksLockAt, now);
  const next = progress.nextUnpicked;
  const nextRace = next ? races.find((contestRace) => contestRace.id === next.contestRaceId) : undefined;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} data-testid="pick-progress">
      {pickProgressText(progress)}
      {next && nextRace ? (
        <Typography component="span" variant="body2" sx={{ fontWeight: 400 }}>
          {` · Next: Race ${next.raceNumber}, closes ${formatZonedTime(next.closesAt, nextRace.race.track.timezone, { viewer })}`}
        </Typography>
      ) : null}
    </Typography>
  );
}
