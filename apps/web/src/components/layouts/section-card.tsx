import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title: string;
  /** Buttons beside the section heading (Add Runner...). */
  actions?: ReactNode;
  /** Red border and heading, for the Danger Zone. */
  danger?: boolean;
  children: ReactNode;
}

/** A titled card of a page (Race Information, Runners, Danger Zone; Profile, Photo...). */
export function SectionCard({ title, actions, danger = false, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, mb: 3, borderColor: danger ? 'error.main' : undefined }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 600, color: danger ? 'error.dark' : 'secondary.main' }}
        >
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}
