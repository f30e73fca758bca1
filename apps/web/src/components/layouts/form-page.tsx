import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A narrow card for the account pages: the page heading, then the form. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, sm: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
