import { REMOVAL_ALERT_MS } from '@cj/shared/constants';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface ToastOptions {
  severity?: AlertColor;
  /** Where it shows: the theme's bottom-left by default; 'Failed to remove wager.' shows top centre (spec §8). */
  anchor?: SnackbarOrigin;
}

interface Toast extends Required<ToastOptions> {
  key: number;
  message: string;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const BOTTOM_LEFT: SnackbarOrigin = { vertical: 'bottom', horizontal: 'left' };

/**
 * Short messages after an action, such as 'Failed to remove runner.': shown for 5000 ms (spec §9), one at a time,
 * a newer one replacing the last. The admin layout provides it; pages call `useToast()`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((message, { severity = 'error', anchor = BOTTOM_LEFT } = {}) => {
    setToast({ key: Date.now(), message, severity, anchor });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast ? (
        <Snackbar
          key={toast.key}
          open={open}
          autoHideDuration={REMOVAL_ALERT_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') close();
          }}
          anchorOrigin={toast.anchor}
        >
          <Alert severity={toast.severity} onClose={close} variant="filled" sx={{ boxShadow: 6 }}>
            {toast.message}
          </Alert>
        </Snackbar>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows a toast in the admin area. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider (the admin layout provides one).');
  return show;
}
