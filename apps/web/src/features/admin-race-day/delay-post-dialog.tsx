import type { RaceDayRace } from '@cj/shared/race-day';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { fromTrackInputs, toTrackInputs } from '@/components/admin/races/track-time';
import { useToast } from '@/components/admin/toast';
import { formatZonedTime } from '@/lib/zoned-time';
import { useBoardRaceUpdate } from './api/update-race';

/** The delays offered as one press, in minutes after the current post time. */
const DELAY_MINUTES = [2, 5, 10] as const;

interface DelayPostDialogProps {
  race: RaceDayRace;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** Delay post: a later post time for a race that goes off late, by +2/+5/+10 minutes or a time at the track. */
export function DelayPostDialog({ race, title, open, onClose }: DelayPostDialogProps) {
  const { timezone } = race.track;
  const current = toTrackInputs(race.postTime, timezone);
  const [time, setTime] = useState(current.time);
  const update = useBoardRaceUpdate(race.id);
  const showToast = useToast();
  const postTime = time ? fromTrackInputs(current.date, time, timezone) : null;

  const later = (minutes: number) =>
    setTime(
      toTrackInputs(new Date(Date.parse(race.postTime) + minutes * 60_000).toISOString(), timezone).time,
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!postTime) return;
    update.mutate(
      { postTime },
      {
        onSuccess: () => {
          onClose();
          showToast(`${title}: post time ${formatZonedTime(postTime, timezone)}.`, { severity: 'success' });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={`Delay post: ${title}`}
      onClose={() => {
        update.reset();
        onClose();
      }}
      onSubmit={submit}
      submitLabel="Delay post"
      pending={update.isPending}
      error={update.error}
    >
      <Typography sx={{ mb: 2 }}>Post time now: {formatZonedTime(race.postTime, timezone)}</Typography>
      <Box role="group" aria-label="Delay by" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {DELAY_MINUTES.map((minutes) => (
          <Button key={minutes} variant="outlined" onClick={() => later(minutes)}>
            +{minutes} min
          </Button>
        ))}
      </Box>
      <TextField
        type="time"
        label="New post time (at the track)"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
        helperText={postTime ? `New post time: ${formatZonedTime(postTime, timezone)}` : ' '}
      />
    </FormDialog>
  );
}
