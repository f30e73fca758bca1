import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the Information section. */
export function InfoCard({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'error';
}) {
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={tone === 'error' ? { borderColor: 'error.main', bgcolor: '#FDECEE' } : undefined}
    >
      <CardContent>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, mb: 1, color: tone === 'error' ? 'error.dark' : 'text.primary' }}
        >
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
