import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { z } from 'zod';

/** The schema of a FormSelect's field: the chosen option's id, or '' until one is chosen (then `message`). */
export const chosenId = (message: string) =>
  z.union([z.number(), z.literal('')]).pipe(z.number({ error: message }).int(message).positive(message));

export interface SelectOption {
  value: number;
  label: string;
}

interface FormSelectProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  /** A field holding the chosen option's number, or '' while none is chosen. */
  name: FieldPath<TFieldValues>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no validation message (loading, nothing to choose...). */
  helperText?: string;
  /** An optional field's first choice, which leaves it '' (e.g. 'None'). */
  noneLabel?: string;
}

const WRAPPED_OPTION = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
// Doubled, to outweigh MUI's own '.MuiSelect-select' rule, which keeps the choice on one line.
const WRAPPED_SELECTION = { '& .MuiSelect-select.MuiSelect-select': WRAPPED_OPTION } as const;

/** A drop-down of numbered choices (property, format, prize type, race...) bound to react-hook-form. */
export function FormSelect<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  noneLabel,
}: FormSelectProps<TFieldValues, TTransformed>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const known = options.some((option) => option.value === field.value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={known ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      // A long choice ('Churchill Downs Race 2 · Post Time is 1:30 PM ET · …', a coupled entry's names) wraps rather
      // than losing its end past the field's or the menu's edge on a 375 px phone.
      // An optional field shows its none choice ('None') while nothing is chosen, under a label kept above it.
      slotProps={{
        select: { sx: WRAPPED_SELECTION, displayEmpty: noneLabel !== undefined },
        inputLabel: noneLabel === undefined ? undefined : { shrink: true },
      }}
    >
      {noneLabel === undefined ? null : <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={WRAPPED_OPTION}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
