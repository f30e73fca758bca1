import Alert, { type AlertProps } from '@mui/material/Alert';
import { errorMessage } from '@/lib/api-client';

/** The red alert a form or dialog shows when its call failed: the server's message (spec §8). */
export function ErrorAlert({
  error,
  ...props
}: { error: unknown } & Omit<AlertProps, 'severity' | 'children'>) {
  return (
    <Alert severity="error" {...props}>
      {errorMessage(error)}
    </Alert>
  );
}
