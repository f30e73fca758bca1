import { CONTEST_ADMIN_MESSAGES, CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import type { ContestRace } from '@cj/shared/contests';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useContest } from '@/api/contests/get-contest';
import { AdminSection } from '@/components/admin/admin-section';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useUpdateContestRace } from './api/update-contest-race';
import { ContestRaceLimitInputs, contestRaceLimitFields } from './contest-race-limits';

/** The Contest Race form (spec §5): the two limits of the race in the contest. */
const ContestRaceFormSchema = z.object(contestRaceLimitFields);

const formValues = (contestRace: ContestRace) => ({
  maxWagers: String(contestRace.maxWagers),
  minWagerAmount: String(contestRace.minWagerAmount),
});

/** The contest's limits on one race: its maximum plays per entry and minimum stake. */
export function ContestRaceForm({ contestRace }: { contestRace: ContestRace }) {
  const updateRace = useUpdateContestRace();
  // A concluded contest's races no longer change (the API answers 409): the fields are read-only and the button
  // disabled, saying why.
  const concluded = Boolean(useContest(contestRace.contestSlug).data?.concludedAt);
  const concludedNoteId = useId();
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
        {concluded ? (
          <Typography id={concludedNoteId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {CONTEST_RACE_MESSAGES.contestConcluded}
          </Typography>
        ) : null}
        <ContestRaceLimitInputs control={control} readOnly={concluded} />
        <Button
          type="submit"
          variant="contained"
          loading={updateRace.isPending}
          disabled={concluded}
          aria-describedby={concluded ? concludedNoteId : undefined}
          sx={{ mt: 2 }}
        >
          Update Contest Race
        </Button>
      </Box>
    </AdminSection>
  );
}
