import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Shown when a page fails to render; a 404 thrown by a loader shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 2 }}>
        This page could not be shown. Please reload the page and try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </>
  );
}
