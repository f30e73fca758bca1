import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the /account page (Profile, Photo, Email Preferences). */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 600, color: 'secondary.main' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
