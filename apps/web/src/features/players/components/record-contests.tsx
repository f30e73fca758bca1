import type { RecordContest } from '@cj/shared/ratings';
import { CONTEST_STATUS_LABELS } from '@cj/shared/rules/contest-status';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@/components/admin/dollars';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatContestDate } from '@/lib/zoned-time';
import { finishText } from '../utils/finishes';

const RECORD_CONTESTS_EMPTY = 'No contests on this record yet.';

/**
 * The record's contests, newest first: name (linking to the contest), date, where the entry finished ('3rd of
 * 212'), its leaderboard total and the contest's status.
 */
export function RecordContests({ contests }: { contests: readonly RecordContest[] }) {
  if (contests.length === 0) return <Typography color="text.secondary">{RECORD_CONTESTS_EMPTY}</Typography>;
  return (
    <Box component="ul" aria-label="Contests" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {contests.map((contest, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: an account may hold several entries in one contest, and pages only append.
          key={`${contest.contestId}-${index}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Link to={paths.contest.getHref(contest.slug)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {contest.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {formatContestDate(contest.startTime)} · {CONTEST_STATUS_LABELS[contest.status]}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}>
            <Typography sx={{ fontWeight: 600 }}>{finishText(contest)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDollars(contest.leaderboardBankroll)} on the leaderboard
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
