import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';

/** The question every removal asks (spec §2): 'Are you sure you want to remove this player?'. */
export function removalQuestion(thing: string): string {
  return `Are you sure you want to remove this ${thing}?`;
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or warning. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed call runs: the confirm button spins and the dialog stays. */
  pending?: boolean;
  /** The confirmed call's failure, shown as a red alert. */
  error?: unknown;
}

/** Asks before something that cannot be taken back (a removal, finalizing a race). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? <ErrorAlert error={error} sx={{ mb: 2 }} /> : null}
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          loading={pending}
          // White on the spec's red reaches only 3.8:1; the darker red keeps the label readable (AA).
          sx={{ bgcolor: 'error.dark' }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
