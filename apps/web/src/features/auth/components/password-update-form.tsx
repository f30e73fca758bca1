import { ACCOUNT_MESSAGES, PasswordResetSchema } from '@cj/shared/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { Link } from '@/components/ui/link';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { paths } from '@/config/paths';
import { passwordProblemOf } from '@/lib/password-problem';
import { guessablePasswordMessage } from '@/lib/password-strength';
import { useSite } from '@/lib/site';
import { useResetPassword } from '../api/reset-password';

const SESSIONS_ENDED_NOTE = "By resetting your password, you'll be logged out of all your existing sessions.";

interface PasswordUpdateFormProps {
  /** Query value `code` from the e-mailed link: sent, never shown. Without one the form asks for the code. */
  code?: string | null;
  /** Shown after the success message: where to go now, signed in or (a locked account) not. */
  next: (signedIn: boolean) => ReactNode;
}

export function PasswordUpdateForm({ code, next }: PasswordUpdateFormProps) {
  const reset = useResetPassword();
  const site = useSite();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { code: code ?? '', password: '', confirmPassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <>
        <Alert severity="success" sx={{ mt: 2, mb: 2 }}>
          {ACCOUNT_MESSAGES.passwordUpdated}
          {reset.data.token ? ` ${ACCOUNT_MESSAGES.signedInAfterReset}` : ''}
        </Alert>
        {next(Boolean(reset.data.token))}
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        // The owner is known to the server only: it checks the password against their words too.
        const weak = await guessablePasswordMessage(values.password, {}, site);
        if (weak) return setError('password', { message: weak }, { shouldFocus: true });
        reset.mutate(values, {
          onError: (error) => {
            const problem = passwordProblemOf(error);
            if (problem) setError('password', { message: problem }, { shouldFocus: true });
          },
        });
      })}
    >
      {reset.isError && !passwordProblemOf(reset.error) ? (
        <ErrorAlert error={reset.error} sx={{ mt: 2 }} />
      ) : null}
      {code ? null : (
        <FormTextField control={control} name="code" label="Code" autoComplete="one-time-code" required />
      )}
      <NewPasswordFields control={control} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {SESSIONS_ENDED_NOTE}
      </Typography>
      <FormSubmitButton pending={reset.isPending}>Reset Password</FormSubmitButton>
      <Typography variant="body2" sx={{ mt: 3 }}>
        Link expired? <Link to={paths.passwordReset.getHref()}>Request a new one</Link>
      </Typography>
    </form>
  );
}
