import type { DashboardContests } from '@cj/shared/dashboard';
import { CONTEST_STATUS_LABELS, CONTEST_STATUSES } from '@cj/shared/rules/contest-status';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusText } from '@/components/admin/status-text';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useDashboardContests } from './api/get-dashboard-contests';

const ROWS: { key: keyof DashboardContests; label: string }[] = [
  { key: 'total', label: 'Contests' },
  { key: 'drafts', label: 'Drafts (not published)' },
  // Each status by the rule and label the contest lists show (drafts are counted under theirs too).
  ...CONTEST_STATUSES.map((status) => ({ key: status, label: CONTEST_STATUS_LABELS[status] })),
  { key: 'entries', label: 'Entries' },
];

/** Contests: how many are under each status, how many are drafts, and how many entries they hold. */
export function ContestsSummary() {
  const contests = useDashboardContests();
  return (
    <AdminSection title="Contests">
      {contests.isPending ? (
        <StatusText>Loading contests...</StatusText>
      ) : contests.isError ? (
        <ErrorAlert error={contests.error} />
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}>
          {ROWS.map(({ key, label }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {contests.data[key].toLocaleString('en-US')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </AdminSection>
  );
}
