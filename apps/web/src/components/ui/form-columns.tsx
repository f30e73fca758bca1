import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Form fields side by side from small screens up, stacked on phones. `columns` is the grid template of the wider
 * screens ('1fr 2fr' gives the second field twice the room).
 */
export function FormColumns({ columns = '1fr 1fr', children }: { columns?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns }, columnGap: 2 }}>
      {children}
    </Box>
  );
}
