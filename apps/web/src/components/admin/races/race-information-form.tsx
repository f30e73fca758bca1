import { RACE_MESSAGES, type Race } from '@cj/shared/races';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateRace } from '@/api/races/update-race';
import { AdminSection } from '@/components/admin/admin-section';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormColumns } from '@/components/ui/form-columns';
import { FormTextField } from '@/components/ui/form-text-field';
import { fromTrackInputs, toTrackInputs } from './track-time';

/** Race update (spec §5): 'Post time is required', 'Wagering closed is required'. */
const RaceInformationSchema = z.object({
  postTime: z.string().min(1, RACE_MESSAGES.postTimeRequired),
  isWageringClosed: z.boolean({ error: RACE_MESSAGES.wageringClosedRequired }),
});

/**
 * Race Information: track and race number read-only, the post time edited at the track (on the race's day
 * there), and the wagering closed toggle. 'Race updated successfully' after a save.
 */
export function RaceInformationForm({ race }: { race: Race }) {
  const updateRace = useUpdateRace(race.id);
  const local = toTrackInputs(race.postTime, race.track.timezone);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(RaceInformationSchema),
    values: { postTime: local.time, isWageringClosed: race.isWageringClosed },
  });
  const wageringClosed = useController({ control, name: 'isWageringClosed' });
  const locked = race.finalized;

  const submit = handleSubmit((values) =>
    updateRace.mutate({
      postTime: fromTrackInputs(local.date, values.postTime, race.track.timezone),
      isWageringClosed: values.isWageringClosed,
    }),
  );

  return (
    <AdminSection title="Race Information">
      <Box component="form" noValidate onSubmit={submit}>
        {updateRace.isSuccess ? <Alert severity="success">{RACE_MESSAGES.raceUpdated}</Alert> : null}
        {updateRace.isError ? <ErrorAlert error={updateRace.error} /> : null}
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
    </AdminSection>
  );
}
