import { ACCOUNT_MESSAGES, ChangePasswordSchema } from '@cj/shared/accounts';
import type { Profile } from '@cj/shared/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/layouts/section-card';
import { FormTextField } from '@/components/ui/form-text-field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { isApiClientError } from '@/lib/api-client';
import { passwordProblemOf } from '@/lib/password-problem';
import { guessablePasswordMessage } from '@/lib/password-strength';
import { useSite } from '@/lib/site';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The API refused the current password: its message goes under that field. */
const wrongCurrentPassword = (error: unknown) =>
  isApiClientError(error, 400) && error.message === ACCOUNT_MESSAGES.currentPasswordWrong;

/** Password: the current one, then a new one under the signup's rules; every other device is signed out. */
export function PasswordChangeForm({ profile }: { profile: Profile }) {
  const change = useChangePassword();
  const site = useSite();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    const weak = await guessablePasswordMessage(values.password, profile, site);
    if (weak) return setError('password', { message: weak }, { shouldFocus: true });
    change.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        const problem = passwordProblemOf(error);
        if (problem) setError('password', { message: problem }, { shouldFocus: true });
        else if (wrongCurrentPassword(error))
          setError('currentPassword', { message: error.message }, { shouldFocus: true });
      },
    });
  });

  const shownElsewhere = passwordProblemOf(change.error) || wrongCurrentPassword(change.error);
  return (
    <SectionCard title="Password">
      <Typography sx={{ color: 'text.secondary' }}>
        Changing your password signs you out on every other device.
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        {change.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2, mb: 1 }}>
            {change.data.message}
          </Alert>
        ) : null}
        {change.isError && !shownElsewhere ? <ErrorAlert error={change.error} sx={{ mt: 2, mb: 1 }} /> : null}
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={profile.email} readOnly />
        <FormTextField
          control={control}
          name="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          control={control}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        />
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ mt: 1 }}>
          Change Password
        </Button>
      </Box>
    </SectionCard>
  );
}
