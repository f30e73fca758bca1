import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The dialog (the card's preview, the link) loads when first opened.
const ShareCardDialog = lazy(() =>
  import('./share-card-dialog').then((m) => ({ default: m.ShareCardDialog })),
);

/** 'Share' beside the entry's figures: opens the preview of the entry's card and its link. */
export function ShareButton({ contest, entry }: { contest: Contest; entry: Player }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so closing it plays its transition.
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ShareIcon />}
        aria-haspopup="dialog"
        sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {shown ? (
        <Suspense fallback={null}>
          <ShareCardDialog contest={contest} entry={entry} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
