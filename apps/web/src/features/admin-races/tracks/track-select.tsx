import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTracks } from './api/get-tracks';

interface TrackSelectProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  /** A field holding the chosen track's id, or '' while none is chosen. */
  name: FieldPath<TFieldValues>;
  label?: string;
}

/** Picks one of the tracks (by name), for a form bound to react-hook-form. */
export function TrackSelect<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label = 'Track',
}: TrackSelectProps<TFieldValues, TTransformed>) {
  const id = useId();
  const tracks = useTracks();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      required
      id={id}
      label={label}
      name={field.name}
      value={tracks.data ? (field.value ?? '') : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error) || tracks.isError}
      helperText={
        fieldState.error?.message ??
        (tracks.isError
          ? 'The tracks could not be loaded.'
          : tracks.isPending
            ? 'Loading tracks...'
            : undefined)
      }
    >
      {(tracks.data ?? []).map((track) => (
        <MenuItem key={track.id} value={track.id}>
          {track.name} ({track.code})
        </MenuItem>
      ))}
    </TextField>
  );
}
