import Alert from '@mui/material/Alert';
import { useServerNow } from '@/lib/use-server-now';
import { useContestRaces } from '../api/get-contest-races';
import { useMyStanding } from '../api/get-my-standing';
import { isStandingInTheMoney, standingSentence } from '../utils/standing-sentence';

/**
 * Where the chosen entry stands and what it needs, in one sentence above the races. Nothing for a visitor or
 * someone without an entry, nor while it loads or if it cannot be read (the rest of the page does not depend on it).
 */
export function MyStanding({ slug, playerId }: { slug: string; playerId: number | null }) {
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
    </Alert>
  );
}
