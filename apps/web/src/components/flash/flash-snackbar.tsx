import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { clearFlashMessage } from '@/lib/flash-message';
import { SNACKBAR_ANCHOR } from '@/lib/theme';

/** As long as the spec's other short messages stay (5000 ms). */
const FLASH_MESSAGE_MS = 5000;

/** The flash message at the theme's bottom-left, a polite status; it closes by itself or with its button. */
export function FlashSnackbar({ message }: { message: string }) {
  const close = () => clearFlashMessage();
  return (
    <Snackbar
      open
      anchorOrigin={SNACKBAR_ANCHOR}
      autoHideDuration={FLASH_MESSAGE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert severity="success" variant="filled" role="status" onClose={close} sx={{ boxShadow: 6 }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
