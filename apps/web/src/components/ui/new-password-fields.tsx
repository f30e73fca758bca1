import type { Control, FieldPath } from 'react-hook-form';
import { preloadPasswordStrength } from '@/lib/password-strength';
import { FormTextField } from './form-text-field';

interface NewPasswordFieldsProps<
  TFieldValues extends { password: string; confirmPassword: string },
  TTransformed,
> {
  /** A form with `password` and `confirmPassword` fields. */
  control: Control<TFieldValues, unknown, TTransformed>;
  /** 'New Password' and 'Confirm New Password' where a current password is asked too. */
  labels?: { password: string; confirm: string };
}

/** A new password and its confirmation, both required; focusing the first loads the strength check. */
export function NewPasswordFields<
  TFieldValues extends { password: string; confirmPassword: string },
  TTransformed,
>({
  control,
  labels = { password: 'Password', confirm: 'Confirm Password' },
}: NewPasswordFieldsProps<TFieldValues, TTransformed>) {
  // TypeScript cannot resolve these paths on a generic form; the bound on TFieldValues guarantees them.
  const password = 'password' as FieldPath<TFieldValues>;
  const confirmPassword = 'confirmPassword' as FieldPath<TFieldValues>;
  return (
    <>
      <FormTextField
        control={control}
        name={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        onFocus={preloadPasswordStrength}
      />
      <FormTextField
        control={control}
        name={confirmPassword}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
