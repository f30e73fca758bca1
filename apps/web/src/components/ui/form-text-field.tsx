import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
};

/**
 * A TextField bound to react-hook-form: the field's first validation message shows as its helper text (and is
 * linked to the input by aria-describedby), and the input receives focus when it is the first invalid field.
 */
export function FormTextField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  id,
  helperText,
  ...props
}: FormTextFieldProps<TFieldValues, TTransformed>) {
  const generatedId = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      id={id ?? `${generatedId}-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
