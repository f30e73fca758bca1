import type { Play } from '@cj/shared/plays';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useRemovePlay } from '@/api/plays/remove-play';
import { track } from '@/lib/analytics';

const loadPrompts = () => import('./remove-play-prompts');
const RemovePlayConfirmation = lazy(() => loadPrompts().then((m) => ({ default: m.RemovePlayConfirmation })));
const RemovePlayFailed = lazy(() => loadPrompts().then((m) => ({ default: m.RemovePlayFailed })));

/** Removes a play after a confirmation; a failure shows a toast for 5 seconds (spec §8). */
export function RemovePlayButton({
  slug,
  wager,
  onRemoved,
}: {
  slug: string;
  wager: Play;
  onRemoved?: (wager: Play) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  // Once shown, the prompts stay mounted, so they fade out when closed.
  const [prompted, setPrompted] = useState(false);
  const removeWager = useRemovePlay(slug, (playId) =>
    track('play_removed', { contest: slug, wager: playId }),
  );
  const runner = `#${wager.runner.programNumber} ${wager.runner.name}`;

  const remove = () => {
    setConfirming(false);
    removeWager.mutate(wager.id, {
      onSuccess: () => onRemoved?.(wager),
      onError: () => setFailed(true),
    });
  };

  return (
    <>
      <IconButton
        aria-label={`Remove play on ${runner}`}
        onClick={() => {
          setPrompted(true);
          setConfirming(true);
        }}
        disabled={removeWager.isPending}
        edge="end"
      >
        <DeleteIcon />
      </IconButton>
      {prompted ? (
        <Suspense fallback={null}>
          <RemovePlayConfirmation
            open={confirming}
            runner={runner}
            onCancel={() => setConfirming(false)}
            onConfirm={remove}
          />
          <RemovePlayFailed open={failed} onClose={() => setFailed(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
