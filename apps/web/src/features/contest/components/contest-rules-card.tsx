import { CONTEST_MESSAGES } from '@cj/shared/contest-messages';
import type { Contest } from '@cj/shared/contests';
import Typography from '@mui/material/Typography';
import { useViewerTimezone } from '@/lib/zoned-time';
import { useContestRaces } from '../api/get-contest-races';
import { InfoCard } from './info-card';
import { picksLockText } from './picks-lock-notice';

/**
 * The contest's play rules in its Information: the payout cap, alternates when the contest takes them,
 * and when picks lock.
 */
export function ContestRulesCard({
  contest,
}: {
  contest: Pick<Contest, 'slug' | 'alternatesEnabled' | 'winPayoutCap' | 'picksLockAt'>;
}) {
  const viewer = useViewerTimezone();
  const races = useContestRaces(contest.slug);
  return (
    <InfoCard title="Play rules">
      <Typography>{CONTEST_MESSAGES.winPayoutCap(contest.winPayoutCap)}.</Typography>
      {contest.alternatesEnabled ? <Typography>{CONTEST_MESSAGES.alternatesOn}</Typography> : null}
      <Typography>{picksLockText(contest.picksLockAt, races.data ?? [], viewer)}</Typography>
    </InfoCard>
  );
}
