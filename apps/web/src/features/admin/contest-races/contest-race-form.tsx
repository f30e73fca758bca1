import {
  CONTEST_ADMIN_MESSAGES,
  CONTEST_RACE_MESSAGES,
  UpdateContestRaceSchema,
} from '@cj/shared/contest-admin';
import type { ContestRace } from '@cj/shared/contests';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/errors/error-alert';
import { FormTextField } from '../../../components/ui/form-text-field';
import { AdminSection } from '../components/admin-section';
import { useUpdateContestRace } from './api/update-contest-race';

const R = CONTEST_RACE_MESSAGES;
const limits = UpdateContestRaceSchema.shape;

/** The Contest Race form (spec §5): 'Max wagers is required' (above 0), 'Minimum wager is required' (0 or more). */
const ContestRaceFormSchema = z.object({
  maxWagers: z.string().trim().min(1, R.maxWagersRequired).transform(Number).pipe(limits.maxWagers),
  minWagerAmount: z.string().trim().min(1, R.minWagerRequired).transform(Number).pipe(limits.minWagerAmount),
});

const formValues = (contestRace: ContestRace) => ({
  maxWagers: String(contestRace.maxWagers),
  minWagerAmount: String(contestRace.minWagerAmount),
});

/** The contest's limits on one race: its maximum plays per entry and minimum stake. */
export function ContestRaceForm({ contestRace }: { contestRace: ContestRace }) {
  const updateRace = useUpdateContestRace();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ContestRaceFormSchema),
    values: formValues(contestRace),
  });

  const submit = handleSubmit((values) => updateRace.mutate({ contestRaceID: contestRace.id, ...values }));

  return (
    <AdminSection title="Contest Race">
      <Box component="form" noValidate onSubmit={submit}>
        {updateRace.isSuccess ? (
          <Alert severity="success">{CONTEST_ADMIN_MESSAGES.contestUpdated}</Alert>
        ) : null}
        {updateRace.isError ? <ErrorAlert error={updateRace.error} /> : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <FormTextField
            control={control}
            name="maxWagers"
            label="Maximum Wagers"
            required
            helperText="Plays an entry may make on the race"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="minWagerAmount"
            label="Minimum Wager ($)"
            required
            helperText="0: at least $2.00"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
        <Button type="submit" variant="contained" loading={updateRace.isPending} sx={{ mt: 2 }}>
          Update Contest Race
        </Button>
      </Box>
    </AdminSection>
  );
}
