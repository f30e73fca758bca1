import Box from '@mui/material/Box';
import { type SaddleClothPalette, saddleCloth } from '@/lib/program-number-colors';

/** A program number on its saddle-cloth colour. */
export function ProgramNumber({ value, palette }: { value: string; palette: SaddleClothPalette }) {
  const { background, color } = saddleCloth(value, palette);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        minWidth: 34,
        height: 30,
        px: 0.5,
        borderRadius: 1,
        border: '1px solid rgba(0, 0, 0, 0.3)',
        bgcolor: background,
        color,
        fontWeight: 700,
        fontSize: value.length > 2 ? '0.75rem' : '0.95rem',
        lineHeight: 1,
      }}
    >
      {value}
    </Box>
  );
}
