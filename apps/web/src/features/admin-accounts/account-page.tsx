import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { accountName } from './account-list';
import { useAdminAccount } from './api/get-account';
import { EditAccountForm } from './edit-account-form';
import { PasswordResetSection } from './password-reset-section';

/** /admin/accounts/{id}, Manage Account: Edit Account and the password reset e-mail. */
export function AccountPage() {
  const accountId = Number(useParams().id);
  const account = useAdminAccount(accountId);
  const me = useAccount();
  const backButton = (
    <Button component={RouterLink} to={paths.adminAccounts.getHref()} startIcon={<ArrowBackIcon />}>
      Accounts
    </Button>
  );

  if (account.isPending) return <StatusText>Loading account...</StatusText>;
  if (account.isError) {
    return (
      <>
        <AdminPageHeader title="Manage Account" actions={backButton} />
        <ErrorAlert error={account.error} />
      </>
    );
  }
  return (
    <Box sx={{ maxWidth: 960 }}>
      <AdminPageHeader
        title="Manage Account"
        subtitle={`${accountName(account.data)} · ${account.data.email}`}
        actions={backButton}
      />
      <EditAccountForm account={account.data} isOwnAccount={me.data?.id === account.data.id} />
      <PasswordResetSection account={account.data} />
    </Box>
  );
}

export default AccountPage;
