import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { useEntryWagers } from '../api/get-entry-wagers';
import { PlayLine } from './play-line';

/** An entry's plays, race by race, with payoffs; plays on open races show only to their owner. */
export function EntryPlays({
  slug,
  playerId,
  palette,
}: {
  slug: string;
  playerId: number;
  palette: SaddleClothPalette;
}) {
  const wagers = useEntryWagers(slug, playerId);
  if (wagers.isPending) return <InlineLoader label="Loading plays" />;
  if (wagers.isError) return <ErrorAlert error={wagers.error} />;
  if (wagers.data.length === 0) {
    return <Typography color="text.secondary">Player has not entered any plays yet.</Typography>;
  }
  const plays = [...wagers.data].sort((a, b) => a.raceNumber - b.raceNumber || a.id - b.id);
  return (
    <Box>
      {plays.map((wager) => (
        <PlayLine key={wager.id} wager={wager} palette={palette} context={`Race ${wager.raceNumber}`} />
      ))}
    </Box>
  );
}
