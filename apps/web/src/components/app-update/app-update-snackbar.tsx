import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { applyAppUpdate } from '@/lib/app-update';
import { SNACKBAR_ANCHOR } from '@/lib/theme';

/** A new version is waiting: Reload lets it take over; closing it leaves the update for the next visit. */
export function AppUpdateSnackbar() {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      anchorOrigin={SNACKBAR_ANCHOR}
      message="New version available — reload"
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      action={
        <Button color="inherit" size="small" onClick={applyAppUpdate} sx={{ fontWeight: 600 }}>
          Reload
        </Button>
      }
    />
  );
}
