import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { usePinnedPlayers } from '../api/get-pinned-players';
import { usePinnedPlayerIds } from '../hooks/use-pinned-player-ids';
import { AllPlayersSection } from './all-players-section';
import type { PinControl } from './leaderboard-row';
import { LeaderboardSection } from './leaderboard-section';
import { OfficialChip } from './official-chip';

interface ContestLeaderboardProps {
  contest: Contest;
  signedIn: boolean;
  /** The account's own entries (Your Entries). */
  myEntries: Player[];
  palette: SaddleClothPalette;
  /** Pinned Entries and the Pin Entry buttons (the contest page has them, the leaderboard page does not). */
  withPins?: boolean;
  /** Beside the heading, such as a link to the leaderboard page. */
  action?: ReactNode;
}

/** The leaderboard (spec §2): Your Entries, Pinned Entries and All Entries (count), and whether it is official. */
export function ContestLeaderboard({
  contest,
  signedIn,
  myEntries,
  palette,
  withPins = false,
  action,
}: ContestLeaderboardProps) {
  return (
    <Card variant="outlined" component="section" aria-label="Leaderboard">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            Leaderboard
          </Typography>
          <OfficialChip contest={contest} />
          <Box sx={{ flexGrow: 1 }} />
          {action}
        </Box>
        {myEntries.length > 0 ? (
          <LeaderboardSection
            title="Your Entries"
            slug={contest.slug}
            players={myEntries}
            palette={palette}
          />
        ) : null}
        {withPins ? (
          <PinnedSections contest={contest} signedIn={signedIn} palette={palette} />
        ) : (
          <AllPlayersSection slug={contest.slug} palette={palette} />
        )}
      </CardContent>
    </Card>
  );
}

function PinnedSections({
  contest,
  signedIn,
  palette,
}: Pick<ContestLeaderboardProps, 'contest' | 'signedIn' | 'palette'>) {
  const { pinned, togglePin } = usePinnedPlayerIds(contest.slug);
  const pinnedPlayers = usePinnedPlayers(contest.slug, pinned);
  const pinFor = (player: Player): PinControl => ({
    pinned: pinned.includes(player.id),
    signedIn,
    onToggle: () => togglePin(player.id),
  });
  const shownPinned = (pinnedPlayers.data ?? []).filter((player) => pinned.includes(player.id));
  return (
    <>
      {shownPinned.length > 0 ? (
        <LeaderboardSection
          title="Pinned Entries"
          slug={contest.slug}
          players={shownPinned}
          palette={palette}
          pinFor={pinFor}
        />
      ) : null}
      <AllPlayersSection slug={contest.slug} palette={palette} pinFor={pinFor} />
    </>
  );
}
