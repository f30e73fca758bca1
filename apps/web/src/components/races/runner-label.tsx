import type { Runner } from '@cj/shared/races';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { StatusChip } from '../ui/status-chip';
import { visuallyHidden } from '../ui/visually-hidden';
import { ProgramNumber } from './program-number';

/**
 * One runner: program number, name, morning line and the MTO / AE badges. A scratched runner (spec §4) shows '-'
 * for its line, its name struck through, and no badges.
 */
export function RunnerLabel({ runner, palette }: { runner: Runner; palette: SaddleClothPalette }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%', py: 0.5 }}>
      <ProgramNumber value={runner.programNumber} palette={palette} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 500,
            overflowWrap: 'anywhere',
            textDecoration: runner.scratched ? 'line-through' : 'none',
            color: runner.scratched ? 'text.secondary' : 'text.primary',
          }}
        >
          {runner.name}
          {runner.scratched ? (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (scratched)
            </Box>
          ) : null}
        </Typography>
        {!runner.scratched && (runner.mto || runner.ae) ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, mt: 0.5 }}>
            {runner.mto ? <StatusChip label="MTO" title="Main track only" /> : null}
            {runner.ae ? <StatusChip label="AE" title="Also eligible" /> : null}
          </Box>
        ) : null}
      </Box>
      <Typography
        component="span"
        sx={{
          flexShrink: 0,
          minWidth: 40,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          color: 'text.secondary',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          Morning line{' '}
        </Box>
        {runner.scratched ? '-' : runner.morningLine}
      </Typography>
    </Box>
  );
}
