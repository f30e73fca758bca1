import { AddContestRaceSchema, CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/ui/form-text-field';

const R = CONTEST_RACE_MESSAGES;
const limits = AddContestRaceSchema.shape;

/**
 * A contest's limits on a race as typed (spec §5): the most plays an entry may make on it ('Max wagers is
 * required', above 0) and the minimum stake in dollars ('Minimum wager is required', 0 or more; 0 is the $2 floor).
 */
export const contestRaceLimitFields = {
  maxWagers: z.string().trim().min(1, R.maxWagersRequired).transform(Number).pipe(limits.maxWagers),
  minWagerAmount: z.string().trim().min(1, R.minWagerRequired).transform(Number).pipe(limits.minWagerAmount),
};

export interface ContestRaceLimitValues {
  maxWagers: string;
  minWagerAmount: string;
}

/**
 * The two limit fields side by side (one above the other on a phone), for a form holding them; read-only where the
 * limits can no longer change (a concluded contest).
 */
export function ContestRaceLimitInputs<
  TFieldValues extends FieldValues & ContestRaceLimitValues,
  TTransformed,
>({
  control,
  readOnly = false,
}: {
  control: Control<TFieldValues, unknown, TTransformed>;
  readOnly?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <FormTextField
        control={control}
        name={'minWagerAmount' as Path<TFieldValues>}
        label="Minimum Wager ($)"
        required
        helperText="0: at least $2.00"
        slotProps={{ htmlInput: { inputMode: 'decimal', readOnly } }}
      />
      <FormTextField
        control={control}
        name={'maxWagers' as Path<TFieldValues>}
        label="Maximum Wagers"
        required
        helperText="Plays an entry may make on the race"
        slotProps={{ htmlInput: { inputMode: 'numeric', readOnly } }}
      />
    </Box>
  );
}
