import type { Runner } from '@cj/shared/races';
import { alternateChoices } from '@cj/shared/rules/alternates';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { PlayFormOutput, PlayFormValues } from './play-form-schema';

interface AlternateFieldProps {
  control: Control<PlayFormValues, unknown, PlayFormOutput>;
  runners: readonly Runner[];
  /**
   * Set before the pick (a tap on a runner places the play): every runner that is not scratched is offered, and the
   * tap checks the two against each other. Else only those the chosen pick allows.
   */
  offersPick?: boolean;
}

/**
 * The alternate of a play, in contests that take them: a runner of the race the rule allows (not the
 * pick, not scratched, not coupled with the pick), scored in place of the pick if the pick is scratched. A native
 * select, so phones show their own picker and screen readers read it as one.
 */
export function AlternateField({ control, runners, offersPick = false }: AlternateFieldProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'alternateId' });
  const pick = useWatch({ control, name: 'runnerId' });
  const pickId = offersPick ? null : (runners.find((runner) => String(runner.id) === pick)?.id ?? null);
  const choices = alternateChoices(pickId, runners);
  return (
    <TextField
      select
      id={id}
      label="Alternate (if your pick is scratched)"
      margin="normal"
      fullWidth
      name={field.name}
      value={field.value}
      onChange={field.onChange}
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
