import { RaceType } from '@cj/shared/enums';
import Box from '@mui/material/Box';
import { saddleCloth } from '../../../lib/program-number-colors';

/** A program number on its saddle-cloth colour (the harness palette for harness races); blank shows '–'. */
export function ProgramNumberBadge({ value, raceType }: { value: string; raceType: number }) {
  const { background, color } = saddleCloth(
    value,
    raceType === RaceType.Harness ? 'harness' : 'thoroughbred',
  );
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        minWidth: 36,
        height: 30,
        px: 0.5,
        borderRadius: 1,
        border: '1px solid rgba(0, 0, 0, 0.3)',
        bgcolor: background,
        color,
        fontWeight: 700,
        fontSize: value.length > 2 ? '0.75rem' : '0.95rem',
      }}
    >
      {value || '–'}
    </Box>
  );
}
