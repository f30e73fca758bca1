import type { ContestStatus } from '@cj/shared/rules/contest-status';
import { CONTEST_STATUS_LABELS } from '@cj/shared/rules/contest-status';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

interface ContestFlags {
  isPublished: boolean;
  isPublic: boolean;
  isFeatured: boolean;
  /** Where it stands, by the shared rule the dashboard counts with (the API answers it). */
  status: ContestStatus;
}

/** Who can see a contest (Draft, Hidden, Featured), then where it stands: Upcoming, Live, Unofficial, Official, Cancelled. */
function contestStatusLabels(contest: ContestFlags): string[] {
  const labels: string[] = [];
  if (!contest.isPublished) labels.push('Draft');
  if (!contest.isPublic) labels.push('Hidden');
  if (contest.isFeatured) labels.push('Featured');
  labels.push(CONTEST_STATUS_LABELS[contest.status]);
  return labels;
}

const OUTLINED = new Set(['Draft', 'Hidden']);

/** The contest's visibility and status as small chips. */
export function ContestStatusChips({ contest }: { contest: ContestFlags }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {contestStatusLabels(contest).map((label) => (
        <Chip
          key={label}
          label={label}
          size="small"
          variant={OUTLINED.has(label) ? 'outlined' : 'filled'}
          color={label === CONTEST_STATUS_LABELS.cancelled ? 'error' : 'default'}
        />
      ))}
    </Box>
  );
}
