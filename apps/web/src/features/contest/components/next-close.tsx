import type { ContestRaceDetail } from '@cj/shared/contests';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import Typography from '@mui/material/Typography';
import { useNow } from '@/lib/use-now';
import { formatTimeLeft } from '@/lib/zoned-time';

/** The open race that closes next: the earliest post time, then the lowest race number. */
export function nextClosingRace(races: readonly ContestRaceDetail[], now: number): ContestRaceDetail | null {
  const open = races.filter((contestRace) => isRaceOpen(contestRace.race, now));
  open.sort(
    (a, b) =>
      Date.parse(a.race.postTime) - Date.parse(b.race.postTime) || a.race.raceNumber - b.race.raceNumber,
  );
  return open[0] ?? null;
}

/**
 * 'Race 3 closes in 12 min', counting down to the post time of the next open race (wagering closes at post time);
 * 'Race 3 closes at post time, any moment now' once that time has passed and the race is still open. Nothing when
 * no race is open. A polite live region would repeat itself every tick, so it is plain text.
 */
export function NextClose({ races }: { races: readonly ContestRaceDetail[] }) {
  const now = useNow();
  const next = nextClosingRace(races, now);
  if (!next) return null;
  const left = formatTimeLeft(next.race.postTime, now);
  return (
    <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
      {left
        ? `Race ${next.race.raceNumber} closes in ${left}`
        : `Race ${next.race.raceNumber} closes at post time, any moment now`}
    </Typography>
  );
}
