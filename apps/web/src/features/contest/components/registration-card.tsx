import { CONTEST_MESSAGES } from '@cj/shared/contest-messages';
import type { Contest } from '@cj/shared/contests';
import { PLAYER_MESSAGES } from '@cj/shared/player-messages';
import type { Player } from '@cj/shared/players';
import { isEnrollmentAccepted } from '@cj/shared/rules/contest-status';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { InfoCard } from './info-card';

// Only a signed-in account enrolls here (a visitor goes to signup): the mutation behind the button loads then.
const EnrollButton = lazy(() => import('./enroll-button').then((m) => ({ default: m.EnrollButton })));

interface RegistrationCardProps {
  contest: Contest;
  signedIn: boolean;
  /** The account's entries in the contest (none for a visitor). */
  entries: Player[];
  /** h2 above the races (the card then stands alone), h3 in the Information section. */
  heading?: 'h2' | 'h3';
}

/**
 * Registration (spec §2, §4): a visitor goes to signup with the contest and comes back entered; an account enrolls
 * here while enrollment is open (the flag on and the contest still Upcoming: wagering has not closed on its first
 * race), the contest is not cancelled and it holds fewer than maxEntries entries. Once closed, 'Enrollment closed'
 * stands where the button was.
 */
export function RegistrationCard({ contest, signedIn, entries, heading }: RegistrationCardProps) {
  const entered = entries.length > 0;
  const accepting = !contest.isCancelled && isEnrollmentAccepted(contest);
  const canEnrollMore = accepting && entries.length < contest.maxEntries;
  const closedNotice = (
    <Typography color="text.secondary" sx={{ mt: entered ? 1 : 0 }}>
      {CONTEST_MESSAGES.enrollmentClosedLabel}
    </Typography>
  );
  const enrollButton = (label: string) => (
    <Suspense
      fallback={
        <Button variant="contained" disabled>
          {label}
        </Button>
      }
    >
      <EnrollButton slug={contest.slug} label={label} />
    </Suspense>
  );

  return (
    <InfoCard title="Registration" heading={heading}>
      {entered ? (
        <Typography sx={{ fontWeight: 500 }}>
          {entries.length === 1
            ? 'You are entered in this contest.'
            : `You are entered in this contest with ${entries.length} entries.`}
        </Typography>
      ) : contest.isCancelled ? (
        <Typography>{PLAYER_MESSAGES.contestCancelled}</Typography>
      ) : !accepting ? (
        closedNotice
      ) : (
        <Typography>Registration is free.</Typography>
      )}
      {contest.isCancelled ? null : !accepting ? (
        entered && contest.maxEntries > 1 ? (
          closedNotice
        ) : null
      ) : !signedIn ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.signup.getHref({ contest: contest.slug })}
          >
            Enroll
          </Button>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            Already have an account?{' '}
            <Link to={paths.login.getHref({ contest: contest.slug })}>Log in to enroll</Link>
          </Typography>
        </Box>
      ) : canEnrollMore ? (
        <Box sx={{ mt: 1.5 }}>
          {entered ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              You may hold up to {contest.maxEntries} entries.
            </Typography>
          ) : null}
          {enrollButton(entered ? 'Add another entry' : 'Enroll')}
        </Box>
      ) : contest.maxEntries > 1 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {PLAYER_MESSAGES.entryLimitReached}
        </Typography>
      ) : null}
    </InfoCard>
  );
}
