import type { Breakpoint } from '@mui/material';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

interface ReadingDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth: Breakpoint;
  /** The id of an element inside `children` that describes the dialog. */
  describedBy?: string;
  children: ReactNode;
}

/** A dialog to read, not to fill in (the analysis, a race's scoring log): full screen on small screens, one Close. */
export function ReadingDialog({ open, onClose, title, maxWidth, describedBy, children }: ReadingDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
