import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import type { CreateContestWithCard } from '@cj/shared/contest-setup';
import type { Contest } from '@cj/shared/contests';
import { CONTEST_FORMAT_LABELS, ContestFormat, Property } from '@cj/shared/enums';
import { slugify } from '@cj/shared/rules/slug';
import { zoneOrUtc } from '@cj/shared/rules/wall-clock';
import { formatClockTime, formatContestDate } from '@cj/shared/rules/zoned-time';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { FormSelect, type SelectOption } from '@/components/admin/form-select';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateContest } from './api/create-contest';
import { useUpdateContest } from './api/update-contest';
import {
  CONTEST_TOGGLES,
  type ContestFormInput,
  type ContestFormOutput,
  contestFormSchema,
  contestFormValues,
  fromStartTimeInput,
  NEW_CONTEST,
  publishFlags,
  startTimeZoneLabel,
  toStartTimeInput,
} from './contest-form-values';
import { PlayRulesFields } from './play-rules-fields';

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
/** A new contest is played in a format: none is no choice when creating. */
const NEW_FORMAT_OPTIONS = FORMAT_OPTIONS.filter((option) => option.value !== ContestFormat.None);

/** The switches a new contest offers besides 'Publish and open enrollment' (the others are set in its manager). */
const NEW_CONTEST_TOGGLES = CONTEST_TOGGLES.filter(
  (toggle) => toggle.name === 'isFeatured' || toggle.name === 'chatEnabled',
);

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };

interface ContestFormProps {
  /** The contest to update, or null to create one. */
  contest: Contest | null;
  onSaved: (contest: Contest) => void;
  /** The contest was saved just before this page opened (a new slug moved the admin here). */
  savedBefore?: boolean;
  /** The track's timezone (of the first race or the chosen card): the start time is typed there. UTC without one. */
  timezone?: string | null;
  /** The first race's post time: the start time of a new contest until one is typed, offered to an existing one. */
  firstPostTime?: string | null;
  /** What else a new contest is created with (a race card's races); null when that part of the page is invalid. */
  prepareCreate?: () => Partial<CreateContestWithCard> | null;
}

/**
 * The contest form (spec §3, §4, §5): every field of a contest, its six independent toggles (Featured reveals the
 * homepage description), the slug following the name until it is edited by hand. A new contest offers one choice,
 * 'Publish and open enrollment', instead of Published, Public and Enrollment Open (and is not created cancelled).
 */
export function ContestForm({
  contest,
  onSaved,
  savedBefore = false,
  timezone = null,
  firstPostTime = null,
  prepareCreate,
}: ContestFormProps) {
  const createContest = useCreateContest();
  const updateContest = useUpdateContest(contest?.id ?? 0);
  const save = contest ? updateContest : createContest;
  const { control, handleSubmit, getValues, setValue, formState, getFieldState } = useForm({
    // Checked against the contest as saved: it may not become published or open without a format.
    resolver: zodResolver(contestFormSchema(contest)),
    defaultValues: NEW_CONTEST,
    // The contest as the server has it now (a refresh that finds it unchanged leaves the form alone).
    values: contest ? contestFormValues(contest, timezone) : undefined,
  });
  const featured = useWatch({ control, name: 'isFeatured' });
  const startTime = useWatch({ control, name: 'startTime' });
  const firstPostInput = firstPostTime ? toStartTimeInput(firstPostTime, timezone) : null;

  // A new contest starts at the first race's post time until a start time is typed.
  const { isDirty: startTimeTyped } = getFieldState('startTime');
  useEffect(() => {
    if (!contest && firstPostInput && !startTimeTyped) setValue('startTime', firstPostInput);
  }, [contest, firstPostInput, startTimeTyped, setValue]);

  /** The slug follows the name while it is the name's slug (spec §5); once edited by hand it stays. */
  const followName = (name: string, nextName: string) => {
    if (getValues('slug') !== slugify(name)) return;
    setValue('slug', slugify(nextName), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(({ readyToRun, ...typed }) => {
    const values = {
      ...typed,
      ...publishFlags({ ...typed, readyToRun }),
      startTime: fromStartTimeInput(typed.startTime, timezone),
    };
    if (contest) return updateContest.mutate(values, { onSuccess: onSaved });
    const extra = prepareCreate ? prepareCreate() : {};
    if (extra) createContest.mutate({ ...values, ...extra }, { onSuccess: onSaved });
  });

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
        <Box>
          <FormTextField
            control={control}
            name="startTime"
            label={`Start Time (${startTimeZoneLabel(timezone, fromStartTimeInput(startTime, timezone))})`}
            type="datetime-local"
            required
            helperText={startTimeHelp(startTime, timezone)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {contest && firstPostInput && firstPostInput !== startTime ? (
            <Button
              size="small"
              onClick={() =>
                setValue('startTime', firstPostInput, { shouldDirty: true, shouldValidate: true })
              }
            >
              Use the first post time ({formatClockTime(firstPostTime!, zoneOrUtc(timezone))})
            </Button>
          ) : null}
        </Box>
        <FormTextField
          control={control}
          name="startingBankroll"
          label="Starting Bankroll ($)"
          required
          helperText="Whole dollars"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormSelect
          control={control}
          name="format"
          label="Format"
          required={!contest}
          options={contest ? FORMAT_OPTIONS : NEW_FORMAT_OPTIONS}
        />
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
      {contest ? null : (
        <Box sx={{ mt: 1 }}>
          <FormCheckbox control={control} name="readyToRun" label="Publish and open enrollment" />
          <Typography variant="body2" color="text.secondary">
            Players see the contest on the site and may enroll as soon as it is created (Published, Public and
            Enrollment Open). Leave it unticked to create a draft.
          </Typography>
        </Box>
      )}
      <FormGroup row sx={{ columnGap: 2, my: 1 }} aria-label="Contest settings">
        {(contest ? CONTEST_TOGGLES : NEW_CONTEST_TOGGLES).map((toggle) => (
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
      <PlayRulesFields control={control} />
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

/** Under the start time: the instant it stores, in UTC as contest dates are shown, when typed at a track. */
function startTimeHelp(typed: string, timezone: string | null): string | undefined {
  if (!timezone) return 'Contest dates are shown in UTC';
  const iso = fromStartTimeInput(typed, timezone);
  return iso
    ? `The track's local time; ${formatClockTime(iso, 'UTC')} UTC on ${formatContestDate(iso)}`
    : "The track's local time";
}
