import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

const CONTEST_NOT_FOUND_TITLE = 'Contest not found';

/** A contest that does not exist, or that the visitor may not see. */
export function ContestNotFound() {
  useDocumentTitle(CONTEST_NOT_FOUND_TITLE);
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {CONTEST_NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>This contest does not exist or is no longer available.</Typography>
      <Link to={paths.home.getHref()}>See the upcoming contests</Link>
    </>
  );
}
