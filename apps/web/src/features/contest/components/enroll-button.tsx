import Button from '@mui/material/Button';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useEnroll } from '../api/enroll';

/** The signed-in account's Enroll (or 'Add another entry') button, and what the server refused, below it. */
export function EnrollButton({ slug, label }: { slug: string; label: string }) {
  const enroll = useEnroll(slug);
  return (
    <>
      <Button variant="contained" onClick={() => enroll.mutate()} loading={enroll.isPending}>
        {label}
      </Button>
      {enroll.isError ? <ErrorAlert error={enroll.error} sx={{ mt: 2 }} /> : null}
    </>
  );
}
