import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Shown when a page fails to render (app/router.tsx places it around the pages, inside their layout). */
export function RouteErrorPage() {
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
