import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import type { Contest } from '@cj/shared/contests';
import { CONTEST_FORMAT_LABELS, ContestFormat, Property } from '@cj/shared/enums';
import { slugify } from '@cj/shared/rules/slug';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { FormSelect, type SelectOption } from '@/components/admin/form-select';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateContest } from './api/create-contest';
import { useUpdateContest } from './api/update-contest';
import {
  CONTEST_TOGGLES,
  type ContestFormInput,
  type ContestFormOutput,
  ContestFormSchema,
  contestFormValues,
  NEW_CONTEST,
} from './contest-form-values';

type ContestFormControl = Control<ContestFormInput, unknown, ContestFormOutput>;

const PROPERTY_OPTIONS: SelectOption[] = [
  { value: Property.Thoroughbred, label: 'Thoroughbred' },
  { value: Property.Harness, label: 'Harness' },
  { value: Property.None, label: 'None' },
];

const FORMAT_OPTIONS: SelectOption[] = [ContestFormat.WinBankroll, ContestFormat.Win, ContestFormat.None].map(
  (format) => ({
    value: format,
    label: format === ContestFormat.None ? 'None (takes no plays)' : CONTEST_FORMAT_LABELS[format],
  }),
);

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };

interface ContestFormProps {
  /** The contest to update, or null to create one. */
  contest: Contest | null;
  onSaved: (contest: Contest) => void;
  /** The contest was saved just before this page opened (a new slug moved the admin here). */
  savedBefore?: boolean;
}

/**
 * The contest form (spec §3, §4, §5): every field of a contest, its six independent toggles (Featured reveals the
 * homepage description), the slug following the name until it is edited by hand.
 */
export function ContestForm({ contest, onSaved, savedBefore = false }: ContestFormProps) {
  const createContest = useCreateContest();
  const updateContest = useUpdateContest(contest?.id ?? 0);
  const save = contest ? updateContest : createContest;
  const { control, handleSubmit, getValues, setValue, formState } = useForm({
    resolver: zodResolver(ContestFormSchema),
    defaultValues: NEW_CONTEST,
    // The contest as the server has it now (a refresh that finds it unchanged leaves the form alone).
    values: contest ? contestFormValues(contest) : undefined,
  });
  const featured = useWatch({ control, name: 'isFeatured' });

  /** The slug follows the name while it is the name's slug (spec §5); once edited by hand it stays. */
  const followName = (name: string, nextName: string) => {
    if (getValues('slug') !== slugify(name)) return;
    setValue('slug', slugify(nextName), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit((values) =>
    contest
      ? updateContest.mutate(values, { onSuccess: onSaved })
      : createContest.mutate(values, { onSuccess: onSaved }),
  );

  const saved = contest !== null && (updateContest.isSuccess || (savedBefore && updateContest.isIdle));
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {saved ? <Alert severity="success">{CONTEST_ADMIN_MESSAGES.contestUpdated}</Alert> : null}
      {save.isError ? <ErrorAlert error={save.error} /> : null}
      <Box sx={twoColumns}>
        <NameField control={control} onRename={followName} />
        <FormTextField
          control={control}
          name="slug"
          label="Slug"
          required
          helperText="The contest's address: lower-case letters, digits and hyphens"
        />
        <FormTextField
          control={control}
          name="startTime"
          label="Start Time (UTC)"
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="startingBankroll"
          label="Starting Bankroll ($)"
          required
          helperText="Whole dollars"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormSelect control={control} name="format" label="Format" options={FORMAT_OPTIONS} />
        <FormSelect control={control} name="property" label="Property" options={PROPERTY_OPTIONS} />
        <FormTextField
          control={control}
          name="maxEntries"
          label="Max Entries"
          helperText="Entries one player may hold"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormTextField control={control} name="description" label="Description (rules)" multiline minRows={3} />
      <FormGroup row sx={{ columnGap: 2, my: 1 }} aria-label="Contest settings">
        {CONTEST_TOGGLES.map((toggle) => (
          <FormSwitch key={toggle.name} control={control} name={toggle.name} label={toggle.label} />
        ))}
      </FormGroup>
      {featured ? (
        <FormTextField
          control={control}
          name="featureDescription"
          label="Homepage Description (HTML)"
          helperText="Shown on the home page's featured card"
          multiline
          minRows={3}
        />
      ) : null}
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="liveStreamLink"
          label="Live Stream Link"
          type="url"
          helperText="https:// address, or blank for none"
        />
        <FormTextField
          control={control}
          name="ppLink"
          label="Free PPs Link"
          type="url"
          helperText="https:// address, or blank for none"
        />
      </Box>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
        {contest ? 'Update Contest' : 'Create Contest'}
      </Button>
    </Box>
  );
}

/** The name field, which tells the form each change so the slug can follow. */
function NameField({
  control,
  onRename,
}: {
  control: ContestFormControl;
  onRename: (name: string, nextName: string) => void;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'name' });
  return (
    <TextField
      fullWidth
      margin="normal"
      required
      id={id}
      label="Name"
      name={field.name}
      value={field.value}
      onChange={(event) => {
        onRename(field.value, event.target.value);
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
