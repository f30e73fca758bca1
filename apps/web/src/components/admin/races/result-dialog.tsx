import { Pool } from '@cj/shared/enums';
import { AddRaceResultSchema, type Race, type Runner } from '@cj/shared/races';
import { dollarsToCents } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddResult } from '@/api/races/add-result';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { runnerTitle } from './runners-section';

/** The payoff as typed, in dollars; -1 when empty or not a number, which 'Payoff is required' refuses (spec §5). */
function payoffDollars(text: string): number {
  const cents = text.trim() === '' ? null : dollarsToCents(text);
  return cents === null ? -1 : cents / 100;
}

const ResultFormSchema = z.object({
  pool: AddRaceResultSchema.shape.pool,
  payoff: z.string().transform(payoffDollars).pipe(AddRaceResultSchema.shape.payoff),
  runners: AddRaceResultSchema.shape.runners,
  favoriteRunnerId: z.union([z.number(), z.literal('')]).transform((id) => (id === '' ? null : id)),
});
type ResultFormInput = z.input<typeof ResultFormSchema>;
type ResultFormControl = Control<ResultFormInput, unknown, z.output<typeof ResultFormSchema>>;

interface ResultDialogProps {
  race: Race;
  runners: Runner[];
  open: boolean;
  onClose: () => void;
}

/**
 * Add New Race Result (spec §5): pool Win, the $2 payoff, the runners in finish order, and the post-time favorite
 * that late-scratched plays are scored as. A second result for another winner makes a dead heat.
 */
export function ResultDialog({ race, runners, open, onClose }: ResultDialogProps) {
  const addResult = useAddResult(race.id);
  const starters = runners.filter((runner) => !runner.scratched);
  const empty: ResultFormInput = {
    pool: Pool.Win,
    payoff: '',
    runners: [],
    favoriteRunnerId: race.favoriteRunnerId ?? '',
  };
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ResultFormSchema),
    defaultValues: empty,
  });

  const close = () => {
    reset(empty);
    addResult.reset();
    onClose();
  };
  const submit = handleSubmit((result) => addResult.mutate(result, { onSuccess: close }));

  return (
    <FormDialog
      open={open}
      title="Add New Race Result"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Result"
      pending={addResult.isPending}
      error={addResult.error}
    >
      <TextField select fullWidth margin="normal" label="Pool" value={Pool.Win} required>
        <MenuItem value={Pool.Win}>Win</MenuItem>
      </TextField>
      <FormTextField
        control={control}
        name="payoff"
        label="Payoff"
        required
        helperText="The $2 win payoff, e.g. 6.40"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FinishOrderField control={control} starters={starters} />
      <FavoriteField control={control} starters={starters} />
    </FormDialog>
  );
}

/** The runners in finish order: picked one after the other, the first picked is the winner. */
function FinishOrderField({ control, starters }: { control: ResultFormControl; starters: Runner[] }) {
  const { field, fieldState } = useController({ control, name: 'runners' });
  const chosen = field.value
    .map((id) => starters.find((runner) => runner.id === id))
    .filter((runner): runner is Runner => runner !== undefined);
  return (
    <Autocomplete
      multiple
      options={starters}
      value={chosen}
      getOptionLabel={runnerTitle}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, value) => field.onChange(value.map((runner) => runner.id))}
      onBlur={field.onBlur}
      renderValue={(value, getItemProps) =>
        value.map((runner, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={`${ordinal(index + 1)}: ${runnerTitle(runner)}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Runners (in finish order)"
          required
          margin="normal"
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Pick the winner first.'}
        />
      )}
    />
  );
}

function FavoriteField({ control, starters }: { control: ResultFormControl; starters: Runner[] }) {
  const { field } = useController({ control, name: 'favoriteRunnerId' });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label="Post-time Favorite"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      helperText="Plays on a late scratch are scored as this runner."
    >
      <MenuItem value="">By morning line</MenuItem>
      {starters.map((runner) => (
        <MenuItem key={runner.id} value={runner.id}>
          {runnerTitle(runner)}
        </MenuItem>
      ))}
    </TextField>
  );
}
