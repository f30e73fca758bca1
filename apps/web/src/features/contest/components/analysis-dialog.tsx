import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';

/** The contest's analysis write-up (spec §2): sanitized HTML in a dialog, full screen on small screens. */
export function AnalysisDialog({
  open,
  onClose,
  analysis,
}: {
  open: boolean;
  onClose: () => void;
  analysis: string;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
    >
      <DialogTitle id={titleId}>Contest Analysis</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={subtitleId} sx={{ mb: 2 }}>
          Handicappers insight into the contest races
        </DialogContentText>
        <SafeHtml
          html={analysis}
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
