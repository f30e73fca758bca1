import { ACCOUNT_MESSAGES, SignupSchema } from '@cj/shared/accounts';
import { MINIMUM_AGE } from '@cj/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { Link } from '@/components/ui/link';
import { NameFields } from '@/components/ui/name-fields';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { paths } from '@/config/paths';
import { isApiClientError } from '@/lib/api-client';
import { passwordProblemOf } from '@/lib/password-problem';
import { guessablePasswordMessage } from '@/lib/password-strength';
import { useSite } from '@/lib/site';
import type { AuthResult } from '../api/auth-response';
import { useSignup } from '../api/signup';

interface SignupFormProps {
  /** The contest the visitor came to enter (query `contest`); the API enrolls them on signup. */
  contest?: string | null;
  onSuccess: (result: AuthResult) => void;
}

/** The API refused the signup for the unticked 21+ box: its message goes under the box. */
const rulesRefusal = (error: unknown) =>
  isApiClientError(error, 400) && error.message === ACCOUNT_MESSAGES.rulesNotAccepted;

export function SignupForm({ contest, onSuccess }: SignupFormProps) {
  const signup = useSignup();
  const site = useSite();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(SignupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      marketingEmails: false,
    },
  });

  const submit = handleSubmit(async (values) => {
    const weak = await guessablePasswordMessage(values.password, values, site);
    if (weak) return setError('password', { message: weak }, { shouldFocus: true });
    signup.mutate(
      { ...values, contestSlug: contest || undefined },
      {
        onSuccess,
        onError: (error) => {
          const problem = passwordProblemOf(error);
          if (problem) setError('password', { message: problem }, { shouldFocus: true });
          else if (rulesRefusal(error))
            setError('rulesAccepted', { message: ACCOUNT_MESSAGES.rulesNotAccepted }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      {signup.isError && !passwordProblemOf(signup.error) && !rulesRefusal(signup.error) ? (
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
      <NewPasswordFields control={control} />
      <FormCheckbox
        control={control}
        name="rulesAccepted"
        required
        label={
          <>
            I am {MINIMUM_AGE} or older and accept the{' '}
            {/* A new tab, so reading the Rules does not lose what is typed here. */}
            <Link to={paths.rules.getHref()} target="_blank" rel="noopener">
              Rules
            </Link>
          </>
        }
      />
      <FormCheckbox
        control={control}
        name="marketingEmails"
        label="Email me news and offers: new contests and promotions"
      />
      <FormSubmitButton pending={signup.isPending}>Create account</FormSubmitButton>
    </form>
  );
}
