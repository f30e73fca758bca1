import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface FormCheckboxProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  /** May hold a link (to the Rules...): a click on a link follows it and leaves the box as it was. */
  label: ReactNode;
  required?: boolean;
}

/** A box to tick bound to react-hook-form ('I am 21 or older and accept the Rules'), its message under it. */
export function FormCheckbox<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  required = false,
}: FormCheckboxProps<TFieldValues, TTransformed>) {
  const helperId = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} required={required} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                required,
                'aria-invalid': Boolean(message),
                'aria-describedby': message ? helperId : undefined,
              },
            }}
          />
        }
      />
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
