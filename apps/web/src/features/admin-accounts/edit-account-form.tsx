import {
  ACCOUNT_ADMIN_MESSAGES,
  type AdminAccount,
  type UpdateAccount,
  UpdateAccountSchema,
} from '@cj/shared/account-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FormSwitch } from '@/components/ui/form-switch';
import { FormTextField } from '@/components/ui/form-text-field';
import { NameFields } from '@/components/ui/name-fields';
import { useUpdateAccount } from './api/update-account';

const M = ACCOUNT_ADMIN_MESSAGES;

/**
 * Edit Account: names, e-mail, Locked and Administrator; 'Account updated successfully.' after a save. On their own
 * account an administrator can neither lock it nor give up the administrator right (the server refuses too).
 * Granting or taking the administrator right asks first, naming the account: one switch gives every power of the
 * site, so a slip of the finger must not save it. Cancel leaves the change unsaved.
 */
export function EditAccountForm({ account, isOwnAccount }: { account: AdminAccount; isOwnAccount: boolean }) {
  const updateAccount = useUpdateAccount();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(UpdateAccountSchema),
    values: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      isLocked: account.isLocked,
      isAdministrator: account.isAdministrator,
    },
  });
  const [confirming, setConfirming] = useState<UpdateAccount | null>(null);
  const submit = handleSubmit((changes) => {
    if (changes.isAdministrator !== account.isAdministrator) setConfirming(changes);
    else updateAccount.mutate(changes);
  });
  const confirm = () => {
    if (confirming) updateAccount.mutate(confirming);
    setConfirming(null);
  };
  const granting = confirming?.isAdministrator === true;

  return (
    <AdminSection title="Edit Account">
      <Box component="form" noValidate onSubmit={submit}>
        {updateAccount.isSuccess ? (
          <Alert severity="success">{ACCOUNT_ADMIN_MESSAGES.accountUpdated}</Alert>
        ) : null}
        {updateAccount.isError ? <ErrorAlert error={updateAccount.error} /> : null}
        <NameFields control={control} someoneElse />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="off"
        />
        <FormSwitch
          control={control}
          name="isLocked"
          label="Locked"
          disabled={isOwnAccount}
          helperText={
            isOwnAccount
              ? ACCOUNT_ADMIN_MESSAGES.cannotLockSelf
              : 'A locked account cannot log in, and its sessions end.'
          }
        />
        <FormSwitch
          control={control}
          name="isAdministrator"
          label="Administrator"
          disabled={isOwnAccount}
          helperText={isOwnAccount ? ACCOUNT_ADMIN_MESSAGES.cannotRevokeOwnAdministrator : undefined}
        />
        <Button type="submit" variant="contained" loading={updateAccount.isPending} sx={{ mt: 2 }}>
          Update Account
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={granting ? M.grantAdministratorTitle : M.revokeAdministratorTitle}
        confirmLabel={granting ? M.grantAdministratorConfirm : M.revokeAdministratorConfirm}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {granting
          ? M.grantAdministratorQuestion(account.email)
          : M.revokeAdministratorQuestion(account.email)}
      </ConfirmDialog>
    </AdminSection>
  );
}
