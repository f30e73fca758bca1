import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { SaddleClothPalette } from '@/lib/program-number-colors';

// The scoring log loads when it is first opened: most visitors never look, so it stays out of the first load.
const ScoringLogDialog = lazy(() =>
  import('./scoring-log-dialog').then((m) => ({ default: m.ScoringLogDialog })),
);

interface ScoringLogButtonProps {
  slug: string;
  contestRaceId: number;
  raceNumber: number;
  timezone: string;
  palette: SaddleClothPalette;
}

/** 'How this race was scored' under a finalized race's results: opens the race's public scoring log. */
export function ScoringLogButton(props: ScoringLogButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so closing it plays its transition.
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="dialog"
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
        sx={{ mb: 2 }}
      >
        How this race was scored
      </Button>
      {shown ? (
        <Suspense fallback={null}>
          <ScoringLogDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
