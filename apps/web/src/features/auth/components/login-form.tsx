import { LoginSchema } from '@cj/shared/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import type { AuthResult } from '../api/auth-response';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** The contest the visitor came to enter (query `contest`); the API enrolls them on login. */
  contest?: string | null;
  onSuccess: (result: AuthResult) => void;
}

export function LoginForm({ contest, onSuccess }: LoginFormProps) {
  const login = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) =>
    login.mutate({ ...values, contestSlug: contest || undefined }, { onSuccess }),
  );

  return (
    <form noValidate onSubmit={submit}>
      {login.isError ? <ErrorAlert error={login.error} sx={{ mt: 2 }} /> : null}
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
        autoComplete="current-password"
        required
      />
      <FormSubmitButton pending={login.isPending}>Continue</FormSubmitButton>
    </form>
  );
}
