import type { Theme } from '@mui/material/styles';

/**
 * The styles of MUI's `<Stack spacing={n}>` (a flex column, each child after the first `n` spacing units below the
 * one before it), for a Box: the public pages spare MUI's Stack and its responsive-props code.
 */
export function columnStack(spacing: number) {
  return {
    display: 'flex',
    flexDirection: 'column',
    '& > :not(style):not(style)': { margin: 0 },
    '& > :not(style) ~ :not(style)': { marginTop: (theme: Theme) => theme.spacing(spacing) },
  } as const;
}
