import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The full-width primary button that ends every account form; it shows a spinner while the call is pending. */
export function FormSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" fullWidth size="large" loading={pending} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}
