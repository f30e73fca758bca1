import type { AdminContestSummary } from '@cj/shared/contest-admin';
import { CONTEST_FORMAT_LABELS, type ContestFormat } from '@cj/shared/enums';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { formatDollars } from '@/components/admin/dollars';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryList } from '@/components/admin/query-list';
import { paths } from '@/config/paths';
import { formatContestStart } from '@/lib/zoned-time';
import { PendingPrizesCard } from '../prizes/pending-prizes-card';
import { useAdminContests } from './api/get-admin-contests';
import { ContestStatusChips } from './contest-status-chips';

/** /admin/contests: every contest, drafts too, each leading to its Manage Contest page. */
export function ContestsPage() {
  const contests = useAdminContests();
  return (
    <>
      <AdminPageHeader
        title="Contests"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.adminContestCreate.getHref()}
          >
            Create Contest
          </Button>
        }
      />
      <Box sx={{ mb: 3 }}>
        <QueryList
          query={contests}
          label="Contests"
          loadingText="Loading contests..."
          emptyText="No contests."
          renderItem={(contest) => <ContestRow key={contest.id} contest={contest} />}
        />
      </Box>
      <PendingPrizesCard />
    </>
  );
}

/** The contest's play rules in a few words, for its row: 'Pick & Pray', 'Alternates', 'Capped at $42.00'. */
function playRulesWords(
  contest: Pick<AdminContestSummary, 'picksLockAt' | 'alternatesEnabled' | 'winPayoutCap'>,
) {
  const words: string[] = [];
  if (contest.picksLockAt === 'first-race') words.push('Pick & Pray');
  if (contest.alternatesEnabled) words.push('Alternates');
  if (contest.winPayoutCap !== null) words.push(`Capped at ${formatDollars(contest.winPayoutCap)}`);
  return words;
}

function ContestRow({ contest }: { contest: AdminContestSummary }) {
  const format = CONTEST_FORMAT_LABELS[contest.format as ContestFormat] ?? 'None';
  const details = [
    formatContestStart(contest.startTime, contest.timezone),
    format,
    ...playRulesWords(contest),
  ];
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={paths.adminContest.getHref(contest.slug)}
        sx={{ flexWrap: 'wrap', columnGap: 2 }}
      >
        <ListItemText
          primary={contest.name}
          secondary={details.join(' · ')}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
        <ContestStatusChips contest={contest} />
      </ListItemButton>
    </ListItem>
  );
}

export default ContestsPage;
