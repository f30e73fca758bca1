import type { Contest } from '@cj/shared/contests';
import { StatusChip } from '@/components/ui/status-chip';
import { officialStatus } from '../utils/official-status';

/** 'Unofficial' for 24 hours after the contest concludes, then 'Official'; nothing before it concludes. */
export function OfficialChip({ contest }: { contest: Pick<Contest, 'concludedAt' | 'isOfficial'> }) {
  const status = officialStatus(contest);
  if (!status) return null;
  return <StatusChip label={status} variant={status === 'Official' ? 'filled' : 'outlined'} />;
}
