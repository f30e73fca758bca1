import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { usePinnedRacePlays } from '../api/get-pinned-race-plays';
import { usePinnedPlayerIds } from '../hooks/use-pinned-player-ids';
import { PlayLine } from './play-line';

interface PinnedPlaysProps {
  slug: string;
  contestRaceId: number;
  /** Whether the race still takes plays: others' plays are hidden until it closes. */
  open: boolean;
  palette: SaddleClothPalette;
}

/**
 * The plays of the entries pinned on this device, under a race: what the players one follows picked. Nothing
 * when no entry is pinned; while the race is open, others' picks stay hidden (the race says so).
 */
export function PinnedPlays({ slug, contestRaceId, open, palette }: PinnedPlaysProps) {
  const { pinned } = usePinnedPlayerIds(slug);
  const wagers = usePinnedRacePlays(slug, contestRaceId, pinned);
  // While the race is open the race says others' plays show once it closes; only the viewer's own pinned show.
  if (pinned.length === 0 || (open && wagers.isSuccess && wagers.data.length === 0)) return null;
  return (
    <Box component="section" aria-label="Pinned entries' plays" sx={{ mt: 2 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Pinned entries' plays
      </Typography>
      {wagers.isPending ? <InlineLoader label="Loading pinned plays" /> : null}
      {wagers.isError ? <ErrorAlert error={wagers.error} /> : null}
      {wagers.isSuccess && wagers.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No plays from pinned entries on this race.
        </Typography>
      ) : null}
      {wagers.data?.map((wager) => (
        <PlayLine key={wager.id} wager={wager} palette={palette} context={wager.playerName} />
      ))}
    </Box>
  );
}
