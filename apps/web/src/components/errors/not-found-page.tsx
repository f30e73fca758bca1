import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { Link } from '../ui/link';

const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>The page you are looking for does not exist or has moved.</Typography>
      <Link to={paths.home.getHref()}>Go to Upcoming contests</Link>
    </>
  );
}
