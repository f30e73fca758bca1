import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { ReadingDialog } from './reading-dialog';

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
  const subtitleId = useId();
  return (
    <ReadingDialog
      open={open}
      onClose={onClose}
      title="Contest Analysis"
      maxWidth="md"
      describedBy={subtitleId}
    >
      <DialogContentText id={subtitleId} sx={{ mb: 2 }}>
        Handicappers insight into the contest races
      </DialogContentText>
      <SafeHtml
        html={analysis}
        sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
      />
    </ReadingDialog>
  );
}
