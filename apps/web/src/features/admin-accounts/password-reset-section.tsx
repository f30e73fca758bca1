import { ACCOUNT_ADMIN_MESSAGES, type AdminAccount } from '@cj/shared/account-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdminSection } from '@/components/admin/admin-section';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useSendPasswordReset } from './api/send-password-reset';

/** Password Reset: e-mails the account a reset link, as 'Forgot your password?' would; not while it is locked. */
export function PasswordResetSection({ account }: { account: AdminAccount }) {
  const sendReset = useSendPasswordReset(account.id);
  return (
    <AdminSection title="Password Reset">
      {sendReset.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {ACCOUNT_ADMIN_MESSAGES.resetEmailSent}
        </Alert>
      ) : null}
      {sendReset.isError ? <ErrorAlert error={sendReset.error} sx={{ mb: 2 }} /> : null}
      <Typography sx={{ mb: 2 }}>
        {account.isLocked
          ? ACCOUNT_ADMIN_MESSAGES.lockedNoReset
          : `Send ${account.email} a link to choose a new password. The link works once, for an hour.`}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => sendReset.mutate()}
        loading={sendReset.isPending}
        disabled={account.isLocked}
      >
        Send Password Reset Email
      </Button>
    </AdminSection>
  );
}
