import type { RaceResult } from '@cj/shared/races';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProgramNumber } from '@/components/races/program-number';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { formatDollars } from '../utils/money';

/** The winner of a finalized race and its $2 win payoff; a dead heat lists each winner with its own payoff. */
export function RaceResults({ results, palette }: { results: RaceResult[]; palette: SaddleClothPalette }) {
  const winners = results.flatMap((result) =>
    result.runners[0] ? [{ id: result.id, runner: result.runners[0], payoff: result.payoff }] : [],
  );
  return (
    <Box component="section" aria-label="Results" sx={{ mb: 2 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {winners.length > 1 ? 'Results: dead heat' : 'Results'}
      </Typography>
      {winners.length === 0 ? (
        <Typography color="text.secondary">No race results yet.</Typography>
      ) : (
        winners.map(({ id, runner, payoff }) => (
          <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
            <ProgramNumber value={runner.programNumber} palette={palette} />
            <Typography sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              Winner: {runner.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {formatDollars(payoff)}
            </Typography>
          </Box>
        ))
      )}
    </Box>
  );
}
