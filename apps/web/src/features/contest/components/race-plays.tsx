import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRacePlays } from '@/api/plays/get-race-plays';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { PlayLine } from './play-line';

/** Every play on a race whose wagering has closed, with payoffs once it is finalized; 10 at a time. */
export function RacePlays({
  slug,
  contestRaceId,
  palette,
}: {
  slug: string;
  contestRaceId: number;
  palette: SaddleClothPalette;
}) {
  const wagers = useRacePlays(slug, contestRaceId);
  const plays = wagers.data?.pages.flat() ?? [];
  return (
    <Box component="section" aria-label="Plays">
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Plays
      </Typography>
      {wagers.isPending ? <InlineLoader label="Loading plays" /> : null}
      {wagers.isError ? <ErrorAlert error={wagers.error} /> : null}
      {wagers.isSuccess && plays.length === 0 ? (
        <Typography color="text.secondary">No plays for this race yet.</Typography>
      ) : null}
      {plays.map((wager) => (
        <PlayLine key={wager.id} wager={wager} palette={palette} context={wager.playerName} />
      ))}
      {wagers.hasNextPage ? (
        <Button
          onClick={() => wagers.fetchNextPage()}
          loading={wagers.isFetchingNextPage}
          variant="outlined"
          sx={{ mt: 1 }}
        >
          Load more
        </Button>
      ) : null}
    </Box>
  );
}
