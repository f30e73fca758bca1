import { RACE_DAY_REFRESH_MS } from '@cj/shared/race-day';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useServerNow } from '@/lib/use-server-now';
import { formatContestDate } from '@/lib/zoned-time';
import { useRaceDay } from './api/get-race-day';
import { type RaceDayStreamState, useRaceDayEvents } from './api/use-race-day-events';
import { liveRace, RaceDayCard } from './race-day-card';

/** How often the countdowns and the open-to-closed turn at post time are read again. */
const TICK_MS = 1000;

/** What the board says of its live stream. */
const STREAM_TEXT: Record<RaceDayStreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  off: `Refreshes every ${Math.round(RACE_DAY_REFRESH_MS / 1000)} s`,
};

/**
 * /admin/race-day, the race-day board: every race of a date that a contest holds, across tracks, in post-time order,
 * with close now, delay post, the whole result and finalize on each, without leaving the page (decision 050).
 */
export function RaceDayPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const day = useRaceDay(asked);
  const stream = useRaceDayEvents();
  // The server's clock (corrected by every API answer's Date), so countdowns and the turn at post agree with it.
  const now = useServerNow({ tickMs: TICK_MS });
  const date = asked || day.data?.date || '';
  const attention = day.data?.races.filter((race) => liveRace(race, now).attention !== null).length ?? 0;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title="Race Day"
        subtitle="Every race of the day that a contest holds, in post-time order."
        actions={
          <>
            <Typography
              role="status"
              aria-label="Live updates"
              variant="body2"
              sx={{ alignSelf: 'center', color: 'text.secondary' }}
            >
              {STREAM_TEXT[stream]}
            </Typography>
            <TextField
              type="date"
              label="Race date"
              size="small"
              value={date}
              onChange={(event) => setParams(event.target.value ? { date: event.target.value } : {})}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        }
      />
      {day.isPending ? <StatusText>Loading races...</StatusText> : null}
      {day.isError ? <ErrorAlert error={day.error} /> : null}
      {day.data ? (
        day.data.races.length === 0 ? (
          <StatusText>
            No contest holds a race on {formatContestDate(`${day.data.date}T12:00:00Z`)}.
          </StatusText>
        ) : (
          <>
            <Typography role="status" sx={{ mb: 2 }}>
              {day.data.races.length} {day.data.races.length === 1 ? 'race' : 'races'} on{' '}
              {formatContestDate(`${day.data.date}T12:00:00Z`)}
              {attention > 0 ? ` · ${attention} ${attention === 1 ? 'needs' : 'need'} attention` : ''}
            </Typography>
            <Box component="ol" aria-label="Races" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
              {day.data.races.map((race) => (
                <RaceDayCard key={race.id} race={race} now={now} />
              ))}
            </Box>
          </>
        )
      ) : null}
    </Box>
  );
}

export default RaceDayPage;
