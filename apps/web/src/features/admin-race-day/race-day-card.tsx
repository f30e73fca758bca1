import {
  FINALIZE_WARNING,
  type Finisher,
  RACE_DAY_STATE_LABELS,
  type RaceDayRace,
  type RaceDayState,
  raceAttention,
} from '@cj/shared/race-day';
import { CONTEST_STATUS_LABELS } from '@cj/shared/rules/contest-status';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFinalizeRace } from '@/api/races/finalize-race';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useToast } from '@/components/admin/toast';
import { formatTimeLeft, formatZonedTime } from '@/lib/zoned-time';
import { useBoardRaceUpdate } from './api/update-race';
import { DelayPostDialog } from './delay-post-dialog';
import { RaceResultDialog } from './race-result-dialog';

/**
 * The race as it stands at `now` (the server's clock as the page keeps it): an open race turns closed at its post
 * time without waiting for the next answer, and the attention flag follows the minutes.
 */
export function liveRace(race: RaceDayRace, now: number) {
  const passedPost = race.state === 'open' && Date.parse(race.postTime) <= now;
  const state: RaceDayState = passedPost ? 'closed' : race.state;
  const closedAt = passedPost ? race.postTime : race.closedAt;
  return { state, closedAt, attention: raceAttention({ state, postTime: race.postTime, closedAt }, now) };
}

/** '1st #3 Runner 3 $6.80 · 1st #1 Runner 1 $5.00 · 3rd #2 Runner 2'. */
function describeResult(finishers: readonly Finisher[]): string {
  return finishers
    .map(
      (f) =>
        `${ordinal(f.position)} #${f.programNumber} ${f.name}${f.payoff === null ? '' : ` ${formatMoney(Math.round(f.payoff * 100))}`}`,
    )
    .join(' · ');
}

const CHIP_COLORS: Record<RaceDayState, 'success' | 'default' | 'info' | 'primary' | 'secondary'> = {
  open: 'success',
  closed: 'default',
  'result-entered': 'info',
  finalized: 'primary',
  official: 'secondary',
};

type Dialog = 'close' | 'delay' | 'result' | 'finalize' | null;

/** One race on the board: its track, number, post time, state, contests, result and the actions its state allows. */
export function RaceDayCard({ race, now }: { race: RaceDayRace; now: number }) {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useBoardRaceUpdate(race.id);
  const finalize = useFinalizeRace(race.id);
  const showToast = useToast();
  const { state, attention } = liveRace(race, now);
  const title = `${race.track.name} Race ${race.raceNumber}`;
  const timeLeft = state === 'open' ? formatTimeLeft(race.postTime, now) : null;
  const chipLabel = timeLeft ? `Open · closes in ${timeLeft}` : RACE_DAY_STATE_LABELS[state];
  const closedToPlays = state === 'closed' || state === 'result-entered';

  const dismiss = () => {
    setDialog(null);
    close.reset();
    finalize.reset();
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        listStyle: 'none',
        borderColor: attention ? 'warning.main' : undefined,
        borderWidth: attention ? 2 : 1,
        borderLeftWidth: 6,
        borderLeftColor: attention
          ? 'warning.main'
          : `${CHIP_COLORS[state] === 'default' ? 'grey.400' : `${CHIP_COLORS[state]}.main`}`,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Chip
          label={chipLabel}
          color={CHIP_COLORS[state]}
          size="small"
          variant={state === 'open' ? 'outlined' : 'filled'}
        />
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        Post {formatZonedTime(race.postTime, race.track.timezone)}
      </Typography>
      {attention ? (
        <Alert severity="warning" icon={<WarningIcon />} sx={{ mt: 1 }}>
          Needs attention: {attention}
        </Alert>
      ) : null}
      {race.finishers.length > 0 ? (
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Result:
          </Box>{' '}
          {describeResult(race.finishers)}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={`Contests holding ${title}`} sx={{ pl: 2.5, my: 1 }}>
        {race.contests.map((contest) => (
          <li key={contest.id}>
            <Typography variant="body2">
              {contest.name} · {CONTEST_STATUS_LABELS[contest.status]} · {contest.openPlays}{' '}
              {contest.openPlays === 1 ? 'play' : 'plays'}
            </Typography>
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {state === 'open' ? (
          <>
            <Button variant="contained" onClick={() => setDialog('close')}>
              Close now
            </Button>
            <Button variant="outlined" onClick={() => setDialog('delay')}>
              Delay post
            </Button>
          </>
        ) : null}
        {closedToPlays ? (
          <Button variant={state === 'closed' ? 'contained' : 'outlined'} onClick={() => setDialog('result')}>
            {state === 'closed' ? 'Enter result' : 'Edit result'}
          </Button>
        ) : null}
        {state === 'result-entered' ? (
          <Button
            variant="contained"
            color="error"
            sx={{ bgcolor: 'error.dark' }}
            onClick={() => setDialog('finalize')}
          >
            Finalize
          </Button>
        ) : null}
      </Box>

      <ConfirmDialog
        open={dialog === 'close'}
        title={`Close ${title} now`}
        confirmLabel="Close now"
        onConfirm={() =>
          close.mutate(
            { isWageringClosed: true },
            {
              onSuccess: () => {
                setDialog(null);
                showToast(`${title} closed to plays.`, { severity: 'success' });
              },
            },
          )
        }
        onClose={dismiss}
        pending={close.isPending}
        error={close.error}
      >
        Close {title} to plays now, before its post time? Players can no longer add, change or remove plays on
        it.
      </ConfirmDialog>
      {dialog === 'delay' ? <DelayPostDialog race={race} title={title} open onClose={dismiss} /> : null}
      {dialog === 'result' ? <RaceResultDialog race={race} title={title} open onClose={dismiss} /> : null}
      <ConfirmDialog
        open={dialog === 'finalize'}
        title={`Finalize ${title}`}
        confirmLabel="Finalize"
        onConfirm={() =>
          finalize.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              showToast(`${title} finalized.`, { severity: 'success' });
            },
          })
        }
        onClose={dismiss}
        pending={finalize.isPending}
        error={finalize.error}
      >
        {FINALIZE_WARNING}
      </ConfirmDialog>
    </Paper>
  );
}
