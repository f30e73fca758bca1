import type { Contest } from '@cj/shared/contests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useServerNow } from '@/lib/use-server-now';
import { formatZonedTime, useViewerTimezone } from '@/lib/zoned-time';
import { useContestRaces } from '../api/get-contest-races';
import { useMyStanding } from '../api/get-my-standing';
import { isStandingInTheMoney, standingSentence } from '../utils/standing-sentence';

/**
 * Where the chosen entry stands and what it needs, in one sentence above the races. Nothing for a visitor or
 * someone without an entry, nor while it loads or if it cannot be read (the rest of the page does not depend on it).
 */
export function MyStanding({ contest, playerId }: { contest: Contest; playerId: number | null }) {
  const { slug } = contest;
  const standing = useMyStanding(slug, playerId);
  const races = useContestRaces(slug);
  // 'No race is open' from the last post time on, with no reload.
  const now = useServerNow({ wakeAt: races.data?.map((contestRace) => contestRace.race.postTime) });
  if (!standing.data) return null;
  const contestRaces = races.data ?? [];
  return (
    <Alert
      severity={isStandingInTheMoney(standing.data, contestRaces) ? 'success' : 'info'}
      variant="outlined"
      role="status"
      aria-label="Your standing"
      sx={{ mb: 2 }}
    >
      {standingSentence(standing.data, contestRaces, now)}
      <OfficialAt contest={contest} timezone={contest.timezone ?? contestRaces[0]?.race.track.timezone} />
    </Alert>
  );
}

/** When the results are, or became, official (the end of the 24-hour audit period), at the track and for the viewer. */
function OfficialAt({ contest, timezone }: { contest: Contest; timezone: string | undefined }) {
  const viewer = useViewerTimezone();
  if (!contest.officialAt || !timezone) return null;
  const at = formatZonedTime(contest.officialAt, timezone, { withDate: true, viewer });
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      {contest.isOfficial ? `Results became official at ${at}.` : `Results become official at ${at}.`}
    </Box>
  );
}
