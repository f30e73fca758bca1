import type { ContestRaceDetail } from '@cj/shared/contests';
import type { Play } from '@cj/shared/plays';
import { raceState } from '@cj/shared/rules/race-state';
import { runnerText } from '@cj/shared/rules/scratched-play';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useRemovePlay } from '@/api/plays/remove-play';
import { track } from '@/lib/analytics';
import { REMOVE_PLAY_FAILED } from './remove-play-prompts';

/** How long 'Picked #3 Name · Undo' stays (longer than a toast: it offers an action). */
export const PICKED_SNACKBAR_MS = 8000;

/**
 * 'Picked #3 Midnight Quest' with Undo, after a tap on a runner placed a play: Undo removes the play (the same call
 * as Remove, with no confirmation: the tap was the mistake). Shown while the race is open only; a newer pick takes
 * its place. Its own file, loaded with a player's first pick: no page's first paint shows it.
 */
export function PickedSnackbar({
  slug,
  play,
  races,
  picksLocked,
  now,
  onClose,
  onUndone,
}: {
  slug: string;
  play: Play;
  races: readonly ContestRaceDetail[];
  /** No race takes plays (or their removal) any more: Pick & Pray's lock, or a cancelled contest. */
  picksLocked: boolean;
  /** The time on the server's clock: the play's race closes at its post time on it, and the snackbar with it. */
  now: number;
  onClose: () => void;
  onUndone: (play: Play) => void;
}) {
  const [failed, setFailed] = useState(false);
  const race = races.find((contestRace) => contestRace.id === play.race)?.race;
  const undoable = race !== undefined && !picksLocked && raceState(race, now) === 'open';
  const removePlay = useRemovePlay(slug, (playId) => track('play_removed', { contest: slug, wager: playId }));
  useEffect(() => {
    if (!undoable && !failed) onClose();
  }, [undoable, failed, onClose]);
  const runner = runnerText(play.runner);
  const undo = () =>
    removePlay.mutate(play.id, {
      onSuccess: () => {
        onClose();
        onUndone(play);
      },
      onError: () => setFailed(true),
    });
  return (
    <Snackbar
      open
      autoHideDuration={removePlay.isPending ? null : PICKED_SNACKBAR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      message={failed ? REMOVE_PLAY_FAILED : `Picked ${runner}`}
      action={
        failed ? null : (
          <Button
            color="inherit"
            size="small"
            onClick={undo}
            loading={removePlay.isPending}
            aria-label={`Undo pick ${runner}`}
            sx={{ fontWeight: 600 }}
          >
            Undo
          </Button>
        )
      }
    />
  );
}
