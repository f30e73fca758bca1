import type { AdminAccount } from '@cj/shared/account-admin';
import Box from '@mui/material/Box';
import { AdminSection } from '@/components/admin/admin-section';
import { SearchField, SearchToggleButton, useCollapsibleSearch } from '@/components/admin/collapsible-search';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { StatusText } from '@/components/admin/status-text';
import { AccountList } from './account-list';
import { useAccounts } from './api/get-accounts';
import { useLockedAccounts } from './api/get-locked-accounts';
import { useRecentAccounts } from './api/get-recent-accounts';

/** /admin/users: Recently Created Accounts, Locked Accounts and All Accounts with its search. */
export function AccountsPage() {
  return (
    <>
      <AdminPageHeader title="Accounts" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 3 }}>
        <RecentAccountsSection />
        <LockedAccountsSection />
      </Box>
      <AllAccountsSection />
    </>
  );
}

function Accounts({
  label,
  accounts,
  emptyText,
}: {
  label: string;
  accounts: AdminAccount[] | undefined;
  emptyText: string;
}) {
  if (!accounts) return <StatusText>Loading accounts...</StatusText>;
  if (accounts.length === 0) return <StatusText>{emptyText}</StatusText>;
  return <AccountList label={label} accounts={accounts} />;
}

function RecentAccountsSection() {
  const recent = useRecentAccounts();
  return (
    <AdminSection title="Recently Created Accounts">
      <Accounts label="Recently Created Accounts" accounts={recent.data} emptyText="No accounts." />
    </AdminSection>
  );
}

function LockedAccountsSection() {
  const locked = useLockedAccounts();
  return (
    <AdminSection title="Locked Accounts">
      <Accounts
        label="Locked Accounts"
        accounts={locked.data?.pages.flat()}
        emptyText="No locked accounts."
      />
      <LoadMoreButton query={locked} />
    </AdminSection>
  );
}

function AllAccountsSection() {
  const search = useCollapsibleSearch();
  const accounts = useAccounts(search.filter);
  return (
    <AdminSection
      title="All Accounts"
      actions={<SearchToggleButton search={search} label="Search accounts" />}
    >
      <SearchField search={search} label="Search by name or email" />
      <Accounts
        label="All Accounts"
        accounts={accounts.data?.pages.flat()}
        emptyText={search.filter ? 'No accounts match your search.' : 'No accounts.'}
      />
      <LoadMoreButton query={accounts} />
    </AdminSection>
  );
}

export default AccountsPage;
