import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { runnerText } from '@cj/shared/rules/scratched-play';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { useMyRacePlays } from '../api/get-my-race-plays';
import { PlayLine } from './play-line';
import { RemovePlayButton } from './remove-play-button';

/**
 * The chosen entry's plays on an open race, each with 'Change pick' (the play form, filled in, replaces it in one
 * step) and a Remove button.
 */
export function MyPlays({
  slug,
  contestRaceId,
  entry,
  palette,
  changingId = null,
  onChangePick,
}: {
  slug: string;
  contestRaceId: number;
  entry: Player;
  palette: SaddleClothPalette;
  /** The play the form above is changing, if any: its own 'Change pick' is pressed. */
  changingId?: number | null;
  onChangePick?: (play: Play) => void;
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
          action={
            <>
              {onChangePick ? (
                <Button
                  size="small"
                  onClick={() => onChangePick(wager)}
                  aria-label={`Change pick ${runnerText(wager.runner)}`}
                  aria-pressed={changingId === wager.id}
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                >
                  Change pick
                </Button>
              ) : null}
              <RemovePlayButton slug={slug} wager={wager} />
            </>
          }
        />
      ))}
    </Box>
  );
}
