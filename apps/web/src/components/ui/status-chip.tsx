import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { FONT_FAMILY } from '@/lib/theme';

interface StatusChipProps {
  label: string;
  /** Filled (the theme's secondary colour, its contrast text) or outlined (secondary border and text), as the theme's chips. */
  variant?: 'filled' | 'outlined';
  /** A longer name shown on hover, as MUI's Chip passes `title` on. */
  title?: string;
  sx?: SxProps<Theme>;
}

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxWidth: '100%',
  height: 24,
  boxSizing: 'border-box',
  borderRadius: '4px',
  fontFamily: FONT_FAMILY,
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

const VARIANTS = {
  filled: { ...chip, bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 1 },
  // The 1 px border takes a pixel of each side's padding, as MUI's outlined chips do.
  outlined: {
    ...chip,
    color: 'secondary.main',
    border: 1,
    borderColor: 'secondary.main',
    px: '7px',
  },
} as const;

/**
 * A small, static chip drawn as MUI's `<Chip size="small">` with the theme's chip styles (lib/theme.ts): a status
 * or badge that is neither clickable nor deletable. The public pages use it instead of MUI's Chip, whose code for
 * avatars, icons, deleting and clicking was about 2.5 KB of every first load; the admin area keeps MUI's.
 */
export function StatusChip({ label, variant = 'filled', title, sx }: StatusChipProps) {
  return (
    <Box component="span" title={title} sx={[VARIANTS[variant], ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}
