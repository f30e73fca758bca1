import { SignupSchema } from '@cj/shared/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { NameFields } from '@/components/ui/name-fields';
import type { AuthResult } from '../api/auth-response';
import { useSignup } from '../api/signup';
import { passwordProblemOf } from './password-problem';

interface SignupFormProps {
  /** The contest the visitor came to enter (query `contest`); the API enrolls them on signup. */
  contest?: string | null;
  onSuccess: (result: AuthResult) => void;
  /** Shown above the button: the age and rules statement. */
  agreement?: ReactNode;
}

export function SignupForm({ contest, onSuccess, agreement }: SignupFormProps) {
  const signup = useSignup();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(SignupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit((values) =>
    signup.mutate(
      { ...values, contestSlug: contest || undefined },
      {
        onSuccess,
        onError: (error) => {
          const problem = passwordProblemOf(error);
          if (problem) setError('password', { message: problem }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      {signup.isError && !passwordProblemOf(signup.error) ? (
        <ErrorAlert error={signup.error} sx={{ mt: 2 }} />
      ) : null}
      <NameFields control={control} />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
      />
      {agreement}
      <FormSubmitButton pending={signup.isPending}>Create account</FormSubmitButton>
    </form>
  );
}
