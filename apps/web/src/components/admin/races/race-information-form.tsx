import { RACE_MESSAGES, type Race, type UpdateRace } from '@cj/shared/races';
import { isPastPost } from '@cj/shared/rules/race-state';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateRace } from '@/api/races/update-race';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormColumns } from '@/components/ui/form-columns';
import { FormTextField } from '@/components/ui/form-text-field';
import { isApiClientError } from '@/lib/api-client';
import { useServerNow } from '@/lib/use-server-now';
import { fromTrackInputs, toTrackInputs } from './track-time';

/** Race update (spec §5): 'Post time is required', 'Wagering closed is required'. */
const RaceInformationSchema = z.object({
  postTime: z.string().min(1, RACE_MESSAGES.postTimeRequired),
  isWageringClosed: z.boolean({ error: RACE_MESSAGES.wageringClosedRequired }),
});

/** The API's refusal to reopen a race past its post time without `reopen: true`. */
const needsConfirmation = (error: unknown) =>
  isApiClientError(error, 409) && error.message === RACE_MESSAGES.reopenNeedsConfirmation;

/**
 * Whether the changes open a race whose post time has passed (on the server's clock): players could then change
 * their picks after the off, so the operator confirms it.
 */
function reopensPastPost(race: Pick<Race, 'postTime'>, changes: UpdateRace, now: number): boolean {
  const open =
    changes.isWageringClosed === false && !isPastPost({ postTime: changes.postTime ?? race.postTime }, now);
  return open && isPastPost(race, now);
}

/**
 * Race Information: track and race number read-only, the post time edited at the track (on the race's day
 * there), and the wagering closed toggle. 'Race updated successfully' after a save. An open race closes early with
 * the toggle, or is delayed with a later post time; opening a race whose post time has passed (the toggle off, or a
 * later post time) asks for a confirmation first, as does the API when the form could not tell.
 */
export function RaceInformationForm({ race }: { race: Race }) {
  const updateRace = useUpdateRace(race.id);
  const now = useServerNow({ wakeAt: [race.postTime] });
  // The changes waiting for the operator to confirm that the race opens again after its post time.
  const [reopening, setReopening] = useState<UpdateRace | null>(null);
  const local = toTrackInputs(race.postTime, race.track.timezone);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(RaceInformationSchema),
    values: { postTime: local.time, isWageringClosed: race.isWageringClosed },
  });
  const wageringClosed = useController({ control, name: 'isWageringClosed' });
  const locked = race.finalized;

  const submit = handleSubmit((values) => {
    const changes: UpdateRace = {
      postTime: fromTrackInputs(local.date, values.postTime, race.track.timezone),
      isWageringClosed: values.isWageringClosed,
    };
    if (reopensPastPost(race, changes, now)) {
      updateRace.reset();
      setReopening(changes);
      return;
    }
    updateRace.mutate(changes, {
      onError: (error) => {
        if (needsConfirmation(error)) setReopening(changes);
      },
    });
  });

  const confirmReopen = () => {
    if (!reopening) return;
    updateRace.mutate({ ...reopening, reopen: true }, { onSuccess: () => setReopening(null) });
  };

  return (
    <AdminSection title="Race Information">
      <Box component="form" noValidate onSubmit={submit}>
        {updateRace.isSuccess ? <Alert severity="success">{RACE_MESSAGES.raceUpdated}</Alert> : null}
        {updateRace.isError && !reopening && !needsConfirmation(updateRace.error) ? (
          <ErrorAlert error={updateRace.error} />
        ) : null}
        <FormColumns columns="2fr 1fr 1fr">
          <TextField
            label="Track"
            value={race.track.name}
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label="Race Number"
            value={race.raceNumber}
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <FormTextField
            control={control}
            name="postTime"
            label="Post Time"
            type="time"
            required
            disabled={locked}
            helperText={`At the track (${race.track.timezone})`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </FormColumns>
        <FormControlLabel
          label="Wagering Closed"
          disabled={locked}
          control={
            <Switch
              name={wageringClosed.field.name}
              checked={wageringClosed.field.value}
              onChange={(event) => wageringClosed.field.onChange(event.target.checked)}
              onBlur={wageringClosed.field.onBlur}
              slotProps={{ input: { ref: wageringClosed.field.ref } }}
            />
          }
          sx={{ mt: 1, display: 'flex' }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={updateRace.isPending}
          disabled={locked}
          sx={{ mt: 2 }}
        >
          Update Race
        </Button>
      </Box>
      <ConfirmDialog
        open={reopening !== null}
        title={`Reopen Race ${race.raceNumber}?`}
        confirmLabel="Reopen Race"
        onConfirm={confirmReopen}
        onClose={() => {
          setReopening(null);
          updateRace.reset();
        }}
        pending={updateRace.isPending}
        error={
          reopening && updateRace.isError && !needsConfirmation(updateRace.error)
            ? updateRace.error
            : undefined
        }
      >
        Its post time has passed; players could change picks after the off.
      </ConfirmDialog>
    </AdminSection>
  );
}
