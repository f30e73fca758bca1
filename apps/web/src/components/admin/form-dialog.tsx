import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's submit handler (react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** The call's failure, shown as a red alert above the fields (spec §8). */
  error?: unknown;
  /** What the call did (an import's summary): shown instead of the form, with only a Close button. */
  result?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding one form (Add Track, Add New Race, Add/Update Runner...): the fields, the red alert of a failed
 * call, Cancel and the submit button. Full screen on narrow screens.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  error,
  result,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {result ? (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>{result}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {error ? <ErrorAlert error={error} sx={{ mb: 1 }} /> : null}
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
