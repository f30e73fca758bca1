import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

interface ContestFlags {
  isPublished: boolean;
  isPublic: boolean;
  isFeatured: boolean;
  isCancelled: boolean;
  concludedAt: string | null;
}

/** Who can see a contest and where it stands: Draft, Hidden, Featured, Cancelled, Concluded. */
export function contestStatusLabels(contest: ContestFlags): string[] {
  const labels: string[] = [];
  if (!contest.isPublished) labels.push('Draft');
  if (!contest.isPublic) labels.push('Hidden');
  if (contest.isFeatured) labels.push('Featured');
  if (contest.isCancelled) labels.push('Cancelled');
  if (contest.concludedAt) labels.push('Concluded');
  return labels;
}

/** The contest's status as small chips; a published, public contest still running shows 'Live'. */
export function ContestStatusChips({ contest }: { contest: ContestFlags }) {
  const labels = contestStatusLabels(contest);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {(labels.length > 0 ? labels : ['Live']).map((label) => (
        <Chip
          key={label}
          label={label}
          size="small"
          variant={label === 'Draft' || label === 'Hidden' ? 'outlined' : 'filled'}
          color={label === 'Cancelled' ? 'error' : 'default'}
        />
      ))}
    </Box>
  );
}
