import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface FormSwitchProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  /** A boolean field. */
  name: FieldPath<TFieldValues>;
  label: string;
  disabled?: boolean;
}

/** An on/off switch bound to react-hook-form (Published, Wagering Closed, Paid...). */
export function FormSwitch<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  disabled,
}: FormSwitchProps<TFieldValues, TTransformed>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
