import Box from '@mui/material/Box';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AuditLogCard } from './audit/audit-log-card';
import { ContestsSummary } from './contests-summary';
import { DashboardFigures } from './dashboard-figures';
import { SignupsChart } from './signups-chart';

/** /admin, Admin Dashboard: the headline figures, sign-ups over time, the contests summary and the Audit Log. */
export function DashboardPage() {
  return (
    <>
      <AdminPageHeader title="Admin Dashboard" />
      <DashboardFigures />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          columnGap: 3,
          alignItems: 'start',
        }}
      >
        <SignupsChart />
        <ContestsSummary />
      </Box>
      <AuditLogCard />
    </>
  );
}

export default DashboardPage;
