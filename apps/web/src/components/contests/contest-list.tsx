import type { ContestSummary } from '@cj/shared/contests';
import { CONTEST_STATUS_LABELS } from '@cj/shared/rules/contest-status';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatContestStart, useViewerTimezone } from '@/lib/zoned-time';
import { ErrorAlert } from '../errors/error-alert';
import { StatusChip } from '../ui/status-chip';

interface ContestListProps<T extends ContestSummary> {
  /** The list call: a spinner-like skeleton while it loads, its message in a red alert if it fails. */
  query: UseQueryResult<T[]>;
  /** Shown when the list is empty. */
  emptyText: string;
  /** Accessible name of the list. */
  label: string;
  /** More about each contest, under its start (My Contests: where the player stands, the next race). */
  details?: (contest: T) => ReactNode;
  /** Show the status chip on upcoming contests too (My Contests shows every contest's status). */
  alwaysShowStatus?: boolean;
}

/**
 * Contests as rows of name and start ('March 5, 2024 · 12:30 PM PT · 3:30 PM your time': the date, then the time at
 * its first race's track), each linking to its contest page; a contest no longer Upcoming says where it stands
 * (Live, Unofficial, Official, Cancelled: the shared status rule).
 */
export function ContestList<T extends ContestSummary>({
  query,
  emptyText,
  label,
  details,
  alwaysShowStatus = false,
}: ContestListProps<T>) {
  const viewer = useViewerTimezone();
  if (query.isPending) return <ContestListSkeleton />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (query.data.length === 0) {
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <List aria-label={label} disablePadding>
      {query.data.map((contest, index) => (
        <ListItem key={contest.id} disablePadding divider={index < query.data.length - 1}>
          <ListItemButton component={RouterLink} to={paths.contest.getHref(contest.slug)} sx={{ py: 1.5 }}>
            <ListItemText
              primary={contest.name}
              secondary={
                <>
                  {formatContestStart(contest.startTime, contest.timezone, { viewer })}
                  {details ? (
                    <Box component="span" sx={{ display: 'block' }}>
                      {details(contest)}
                    </Box>
                  ) : null}
                </>
              }
              slotProps={{
                primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
                secondary: { sx: { color: 'text.secondary' } },
              }}
            />
            {contest.status === 'upcoming' && !alwaysShowStatus ? null : (
              <StatusChip label={CONTEST_STATUS_LABELS[contest.status]} sx={{ ml: 1 }} />
            )}
            <ChevronRightIcon aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function ContestListSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading contests" sx={{ py: 1 }}>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ py: 1.5 }}>
          <Skeleton width="60%" />
          <Skeleton width="30%" />
        </Box>
      ))}
    </Box>
  );
}
