import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the Information section; its title a level-2 heading when it stands alone on the page. */
export function InfoCard({
  title,
  children,
  tone = 'default',
  heading = 'h3',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'error';
  heading?: 'h2' | 'h3';
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
          component={heading}
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
