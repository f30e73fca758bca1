import type { Player } from '@cj/shared/players';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { useMyRacePlays } from '../api/get-my-race-plays';
import { PlayLine } from './play-line';
import { RemovePlayButton } from './remove-play-button';

/** The chosen entry's plays on an open race, each with a Remove button. */
export function MyPlays({
  slug,
  contestRaceId,
  entry,
  palette,
}: {
  slug: string;
  contestRaceId: number;
  entry: Player;
  palette: SaddleClothPalette;
}) {
  const wagers = useMyRacePlays(slug, contestRaceId);
  const plays = (wagers.data ?? []).filter((wager) => wager.player === entry.id);
  return (
    <Box component="section" aria-label="Your plays" sx={{ mt: 2 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Your Plays
      </Typography>
      {wagers.isPending ? <InlineLoader label="Loading your plays" /> : null}
      {wagers.isError ? <ErrorAlert error={wagers.error} /> : null}
      {wagers.isSuccess && plays.length === 0 ? (
        <Typography color="text.secondary">You have no plays on this race yet.</Typography>
      ) : null}
      {plays.map((wager) => (
        <PlayLine
          key={wager.id}
          wager={wager}
          palette={palette}
          action={<RemovePlayButton slug={slug} wager={wager} />}
        />
      ))}
    </Box>
  );
}
