import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormColumns } from './form-columns';
import { FormTextField } from './form-text-field';

interface NameFieldsProps<TFieldValues extends FieldValues, TTransformed> {
  /** A form with `firstName` and `lastName` fields. */
  control: Control<TFieldValues, unknown, TTransformed>;
  /** Whether these are someone else's names (an administrator's form): the browser must not fill in its user's. */
  someoneElse?: boolean;
}

/** First Name and Last Name, side by side from small screens up, both required. */
export function NameFields<TFieldValues extends { firstName: string; lastName: string }, TTransformed>({
  control,
  someoneElse = false,
}: NameFieldsProps<TFieldValues, TTransformed>) {
  // TypeScript cannot resolve these paths on a generic form; the bound on TFieldValues guarantees them.
  const firstName = 'firstName' as FieldPath<TFieldValues>;
  const lastName = 'lastName' as FieldPath<TFieldValues>;
  return (
    <FormColumns>
      <FormTextField
        control={control}
        name={firstName}
        label="First Name"
        autoComplete={someoneElse ? 'off' : 'given-name'}
        required
      />
      <FormTextField
        control={control}
        name={lastName}
        label="Last Name"
        autoComplete={someoneElse ? 'off' : 'family-name'}
        required
      />
    </FormColumns>
  );
}
