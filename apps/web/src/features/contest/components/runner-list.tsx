import type { Runner } from '@cj/shared/races';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RunnerLabel } from '@/components/races/runner-label';
import type { SaddleClothPalette } from '@/lib/program-number-colors';

/** The runners of a race, to read (no picking). */
export function RunnerList({ runners, palette }: { runners: Runner[]; palette: SaddleClothPalette }) {
  if (runners.length === 0) return <Typography color="text.secondary">No runners in this race.</Typography>;
  return (
    <Box component="ul" aria-label="Runners" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {runners.map((runner) => (
        <Box component="li" key={runner.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <RunnerLabel runner={runner} palette={palette} />
        </Box>
      ))}
    </Box>
  );
}
