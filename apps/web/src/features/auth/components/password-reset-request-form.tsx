import { ACCOUNT_MESSAGES, PasswordResetRequestSchema } from '@cj/shared/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Idle, loading (button busy), success (the neutral confirmation) or error (red alert, form kept). */
export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {ACCOUNT_MESSAGES.resetRequested}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))}>
      {request.isError ? <ErrorAlert error={request.error} sx={{ mt: 2 }} /> : null}
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormSubmitButton pending={request.isPending}>Continue</FormSubmitButton>
    </form>
  );
}
