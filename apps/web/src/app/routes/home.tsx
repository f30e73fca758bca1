import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/document-title';

/** The Upcoming page (spec §2). The contest lists arrive with the contest-play work. */
export function HomeRoute() {
  useDocumentTitle('Upcoming');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
        Upcoming
      </Typography>
      <Typography>No upcoming contests at this time.</Typography>
    </>
  );
}
