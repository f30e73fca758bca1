import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A small spinner for a part of the page that is still loading. */
export function InlineLoader({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={label} color="secondary" />
    </Box>
  );
}
