import type { Race } from '@cj/shared/races';
import { type RaceState, raceState } from '@cj/shared/rules/race-state';
import Chip from '@mui/material/Chip';
import { useServerNow } from '@/lib/use-server-now';
import { formatContestDate, formatPostTime } from '@/lib/zoned-time';

/** Where a race stands: open to wagering, wagering closed, or finalized (spec §4). */
const RACE_STATE_LABELS: Record<RaceState, string> = {
  open: 'Open',
  closed: 'Wagering Closed',
  finalized: 'Finalized',
};

type RaceFlags = Pick<Race, 'isWageringClosed' | 'finalized' | 'postTime'>;

function raceStateLabel(race: RaceFlags, now: number): string {
  return RACE_STATE_LABELS[raceState(race, now)];
}

export function RaceStateChip({ race }: { race: RaceFlags }) {
  const label = raceStateLabel(race, useServerNow({ wakeAt: [race.postTime] }));
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
