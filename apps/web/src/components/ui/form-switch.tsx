import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface FormSwitchProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  label: string;
  disabled?: boolean;
  /** A line under the switch (why it is disabled...), linked to it for screen readers. */
  helperText?: ReactNode;
}

/** An on/off field bound to react-hook-form (Locked, Administrator...), with its validation message. */
export function FormSwitch<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  disabled = false,
  helperText,
}: FormSwitchProps<TFieldValues, TTransformed>) {
  const helperId = useId();
  const { field, fieldState } = useController({ control, name });
  const help = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': help ? helperId : undefined } }}
          />
        }
      />
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
