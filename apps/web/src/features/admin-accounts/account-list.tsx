import type { AdminAccount } from '@cj/shared/account-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatContestDate } from '@/lib/zoned-time';

/** An account's name as the admin lists show it. */
export const accountName = (account: Pick<AdminAccount, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

/** Accounts, each linking to Manage Account: name, e-mail, when it was created, Locked and Administrator. */
export function AccountList({ label, accounts }: { label: string; accounts: AdminAccount[] }) {
  return (
    <List aria-label={label} disablePadding>
      {accounts.map((account) => (
        <ListItem key={account.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={paths.adminAccount.getHref(account.id)}>
            <ListItemText
              primary={accountName(account)}
              secondary={`${account.email} · Created ${formatContestDate(account.createdAt)}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, ml: 1 }}>
              {account.isLocked ? <Chip label="Locked" size="small" sx={{ bgcolor: 'error.dark' }} /> : null}
              {account.isAdministrator ? <Chip label="Administrator" size="small" /> : null}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
