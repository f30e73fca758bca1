import type { Dashboard } from '@cj/shared/dashboard';
import { formatMoney } from '@cj/shared/rules/money';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useDashboard } from './api/get-dashboard';

const count = new Intl.NumberFormat('en-US');
const average = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The dashboard's figures, in the order they show (spec §3 Dashboard). */
function dashboardFigures(figures: Dashboard): { label: string; value: string }[] {
  return [
    { label: 'Total Users', value: count.format(figures.totalUsers) },
    { label: 'Sign-ups This Month', value: count.format(figures.mtdUsers) },
    { label: 'Sign-ups This Year', value: count.format(figures.ytdUsers) },
    { label: 'Contests per User', value: average.format(figures.avgContestsPerUser) },
    { label: 'Cash Prizes Paid', value: formatMoney(Math.round(figures.cashPrizesPaid * 100)) },
    { label: 'Prizes Paid', value: count.format(figures.prizesPaid) },
  ];
}

/** The headline figures as tiles: two a row on phones, three or six on wider screens. */
export function DashboardFigures() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <StatusText>Loading dashboard...</StatusText>;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} sx={{ mb: 3 }} />;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
        gap: 2,
        m: 0,
        mb: 3,
      }}
    >
      {dashboardFigures(dashboard.data).map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', order: 2 }}>
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 600, color: 'secondary.main', order: 1, overflowWrap: 'anywhere' }}
          >
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
