import type { ContestRaceDetail } from '@cj/shared/contests';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import Typography from '@mui/material/Typography';
import { useServerNow } from '@/lib/use-server-now';
import { formatTimeLeft } from '@/lib/zoned-time';

/** The open race that closes next: the earliest post time, then the lowest race number. */
function nextClosingRace(races: readonly ContestRaceDetail[], now: number): ContestRaceDetail | null {
  const open = races.filter((contestRace) => isRaceOpen(contestRace.race, now));
  open.sort(
    (a, b) =>
      Date.parse(a.race.postTime) - Date.parse(b.race.postTime) || a.race.raceNumber - b.race.raceNumber,
  );
  return open[0] ?? null;
}

/** The countdown's text: the next open race and the time left to its post time, on the server's clock. */
function nextCloseText(races: readonly ContestRaceDetail[], now: number): string | null {
  const next = nextClosingRace(races, now);
  if (next) {
    // An open race's post time is still to come: past it, the race is closed and the next one counts.
    return `Race ${next.race.raceNumber} closes in ${formatTimeLeft(next.race.postTime, now) ?? 'less than a minute'}`;
  }
  return races.some((contestRace) => !contestRace.race.finalized) ? 'All races are closed.' : null;
}

/**
 * 'Race 3 closes in 12 min', counting down to the post time of the next open race (each race closes at its post
 * time, on the server's clock); at that post time, the race after it. 'All races are closed.' while races wait for
 * their results; nothing once every race is final. A polite live region would repeat itself every tick, so it is
 * plain text.
 */
export function NextClose({ races }: { races: readonly ContestRaceDetail[] }) {
  const now = useServerNow({ tickMs: 15_000, wakeAt: races.map((contestRace) => contestRace.race.postTime) });
  const text = nextCloseText(races, now);
  if (!text) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
      {text}
    </Typography>
  );
}
