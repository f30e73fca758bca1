import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list's loading or empty text ('Loading tracks...', 'No tracks.'), announced to screen readers. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
      {children}
    </Typography>
  );
}
