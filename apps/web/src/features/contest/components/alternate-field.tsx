import type { Runner } from '@cj/shared/races';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { PlayFormOutput, PlayFormValues } from './play-form-schema';

interface AlternateFieldProps {
  control: Control<PlayFormValues, unknown, PlayFormOutput>;
  runners: readonly Runner[];
  /** Called as the player changes the alternate. */
  onEdit?: () => void;
}

/**
 * The alternate of a play, in contests that take them (issue 12): a runner of the race other than the pick, not
 * scratched, scored in place of the pick if the pick is scratched. A native select, so phones show their own
 * picker and screen readers read it as one.
 */
export function AlternateField({ control, runners, onEdit }: AlternateFieldProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'alternateId' });
  const pick = useWatch({ control, name: 'runnerId' });
  const choices = runners.filter((runner) => !runner.scratched && String(runner.id) !== pick);
  return (
    <TextField
      select
      id={id}
      label="Alternate (if your pick is scratched)"
      margin="normal"
      fullWidth
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onEdit?.();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? 'Without one, a scratched pick is scored as the post-time favorite'
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">None</option>
      {choices.map((runner) => (
        <option key={runner.id} value={String(runner.id)}>
          #{runner.programNumber} {runner.name}
        </option>
      ))}
    </TextField>
  );
}
