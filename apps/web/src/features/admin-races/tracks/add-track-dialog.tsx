import { CreateTrackSchema, TRACK_CODE_MAX } from '@cj/shared/tracks';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCreateTrack } from './api/create-track';
import { useTimezones } from './api/get-timezones';

type CreateTrackInput = z.input<typeof CreateTrackSchema>;

const EMPTY: CreateTrackInput = { code: '', name: '', timezone: '' };

/** Add Track (spec §2): code, name and an IANA timezone picked from a searchable list. */
export function AddTrackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createTrack = useCreateTrack();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(CreateTrackSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    createTrack.reset();
    onClose();
  };
  const submit = handleSubmit((track) => createTrack.mutate(track, { onSuccess: close }));

  return (
    <FormDialog
      open={open}
      title="Add Track"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Track"
      pending={createTrack.isPending}
      error={createTrack.error}
    >
      <FormTextField
        control={control}
        name="code"
        label="Code"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: TRACK_CODE_MAX, autoCapitalize: 'characters' } }}
        helperText={`Up to ${TRACK_CODE_MAX} letters or digits, e.g. CD`}
      />
      <FormTextField control={control} name="name" label="Name" required />
      <TimezoneField control={control} enabled={open} />
    </FormDialog>
  );
}

/** The timezone, searchable among the IANA names the server accepts (loaded once the dialog opens). */
function TimezoneField({ control, enabled }: { control: Control<CreateTrackInput>; enabled: boolean }) {
  const timezones = useTimezones(enabled);
  const { field, fieldState } = useController({ control, name: 'timezone' });
  return (
    <Autocomplete
      options={timezones.data ?? []}
      loading={timezones.isPending}
      value={field.value || null}
      onChange={(_event, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Timezone"
          required
          margin="normal"
          inputRef={field.ref}
          error={Boolean(fieldState.error) || timezones.isError}
          helperText={
            fieldState.error?.message ??
            (timezones.isError ? 'The timezone list could not be loaded.' : 'Type to search, e.g. New_York')
          }
        />
      )}
    />
  );
}
