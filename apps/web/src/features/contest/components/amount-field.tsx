import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { PlayFormOutput, PlayFormValues } from './play-form-schema';

interface AmountFieldProps {
  control: Control<PlayFormValues, unknown, PlayFormOutput>;
  /** The race minimum as shown, '$2.00'. */
  minimum: string;
  /** Called as the amount changes: the server's refusal of the old amount no longer applies. */
  onEdit: () => void;
}

/**
 * The WinBankroll stake. Unlike the other form fields, the hint stays when a message shows: the message is the
 * first line of the helper text and 'Minimum $5.00' the second, so the player still sees what would be accepted.
 * Both lines describe the input (aria-describedby). A message clears as the amount changes: the form checks it
 * again (react-hook-form re-validates on change after a submit) and `onEdit` drops the server's refusal.
 */
export function AmountField({ control, minimum, onEdit }: AmountFieldProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'amount' });
  const message = fieldState.error?.message;
  return (
    <TextField
      id={id}
      label="Amount"
      margin="normal"
      fullWidth
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onEdit();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={
        <>
          {message ? (
            <Box component="span" sx={{ display: 'block' }}>
              {message}{' '}
            </Box>
          ) : null}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            Minimum {minimum}
          </Box>
        </>
      }
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
      sx={{ maxWidth: { sm: 220 } }}
    />
  );
}
