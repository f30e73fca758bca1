import type { Contest } from '@cj/shared/contests';
import Chip from '@mui/material/Chip';
import { officialStatus } from '../utils/official-status';

/** 'Unofficial' for 24 hours after the contest concludes, then 'Official'; nothing before it concludes. */
export function OfficialChip({ contest }: { contest: Pick<Contest, 'concludedAt' | 'isOfficial'> }) {
  const status = officialStatus(contest);
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={status}
      variant={status === 'Official' ? 'filled' : 'outlined'}
      sx={
        status === 'Official'
          ? undefined
          : { bgcolor: 'transparent', color: 'secondary.main', borderColor: 'secondary.main' }
      }
    />
  );
}
