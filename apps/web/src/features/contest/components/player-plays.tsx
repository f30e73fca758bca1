import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePlayerPlays } from '@/api/plays/get-player-plays';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { hiddenPlaysText } from '../utils/score';
import { PlayLine } from './play-line';

/**
 * An entry's plays, race by race, with payoffs; plays on open races show only to their owner (and administrators),
 * others read how many there are ('2 plays, hidden until the race closes').
 */
export function PlayerPlays({
  slug,
  playerId,
  hiddenPlays,
  palette,
}: {
  slug: string;
  playerId: number;
  /** How many of the entry's plays the viewer cannot see yet (Player.hiddenPlays). */
  hiddenPlays: number;
  palette: SaddleClothPalette;
}) {
  const wagers = usePlayerPlays(slug, playerId);
  if (wagers.isPending) return <InlineLoader label="Loading plays" />;
  if (wagers.isError) return <ErrorAlert error={wagers.error} />;
  const hidden =
    hiddenPlays > 0 ? <Typography color="text.secondary">{hiddenPlaysText(hiddenPlays)}</Typography> : null;
  if (wagers.data.length === 0) {
    return hidden ?? <Typography color="text.secondary">Player has not entered any plays yet.</Typography>;
  }
  const plays = [...wagers.data].sort((a, b) => a.raceNumber - b.raceNumber || a.id - b.id);
  return (
    <Box>
      {plays.map((wager) => (
        <PlayLine key={wager.id} wager={wager} palette={palette} context={`Race ${wager.raceNumber}`} />
      ))}
      {hidden}
    </Box>
  );
}
