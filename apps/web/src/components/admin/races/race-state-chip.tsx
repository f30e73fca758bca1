import type { Race } from '@cj/shared/races';
import Chip from '@mui/material/Chip';
import { formatContestDate, formatPostTime } from '@/lib/dates';

/** Where a race stands: open to wagering, wagering closed, or finalized (spec §4). */
export function raceStateLabel(race: Pick<Race, 'isWageringClosed' | 'finalized'>): string {
  if (race.finalized) return 'Finalized';
  return race.isWageringClosed ? 'Wagering Closed' : 'Open';
}

export function RaceStateChip({ race }: { race: Pick<Race, 'isWageringClosed' | 'finalized'> }) {
  const label = raceStateLabel(race);
  return (
    <Chip
      label={label}
      size="small"
      variant={label === 'Open' ? 'outlined' : 'filled'}
      sx={{ ml: 1, flexShrink: 0 }}
    />
  );
}

/** A race's line under a page title: 'Track Race N · Month D, YYYY · Post Time is h:mm A' and its state. */
export function RaceSubtitle({ race }: { race: Race }) {
  return (
    <>
      {race.track.name} Race {race.raceNumber} · {formatContestDate(race.raceDate)} · Post Time is{' '}
      {formatPostTime(race.postTime, race.track.timezone)}
      <RaceStateChip race={race} />
    </>
  );
}
