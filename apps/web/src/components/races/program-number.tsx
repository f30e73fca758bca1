import Box from '@mui/material/Box';
import { type SaddleClothPalette, saddleCloth } from '@/lib/program-number-colors';

// The styles every program number shares: one emotion class each for short and long numbers. The saddle cloth's
// colours, which differ per number, go in the element's own style, so a race's runners do not each compile and
// insert a class of their own while the page commits (decision 041).
const shape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: 34,
  height: 30,
  px: 0.5,
  borderRadius: 1,
  border: '1px solid rgba(0, 0, 0, 0.3)',
  fontWeight: 700,
  lineHeight: 1,
} as const;
const shortNumber = { ...shape, fontSize: '0.95rem' } as const;
const longNumber = { ...shape, fontSize: '0.75rem' } as const;

/** A program number on its saddle-cloth colour. */
export function ProgramNumber({ value, palette }: { value: string; palette: SaddleClothPalette }) {
  const { background, color } = saddleCloth(value, palette);
  return (
    <Box
      component="span"
      sx={value.length > 2 ? longNumber : shortNumber}
      style={{ backgroundColor: background, color }}
    >
      {value}
    </Box>
  );
}
