import { BRAND_COLORS } from '@cj/shared/brand-colors';
import type { SnackbarOrigin } from '@mui/material/Snackbar';
import { createTheme, type Theme } from '@mui/material/styles';
import { FONT_FAMILY, INTER_FONT_FACES } from './fonts';

export { BRAND_COLORS };

/**
 * Darker shades used where the spec's colours would be text on white: #009849 (3.8:1) and #E84855 (3.8:1) miss the
 * 4.5:1 that WCAG AA asks of body text, these reach about 6.8:1 and 7:1. They equal MUI's own `dark` shades
 * (the main colour darkened by 30%).
 */
export const ACCESSIBLE_TEXT_COLORS = {
  primary: '#006A33',
  error: '#A2323B',
} as const;

/**
 * The fill of contained primary buttons (decision 005): white on #009849 is 3.8:1, under the 4.5:1 their 15 px
 * labels need; #00813E (#009849 darkened by 15%) gives 5:1 and still reads as the brand green. Hovered, they take
 * the darker #006A33.
 */
export const FILLED_BUTTON_COLOR = '#00813E';

export { FONT_FAMILY } from './fonts';

/** Every snackbar opens at the bottom left (spec §9). */
export const SNACKBAR_ANCHOR: SnackbarOrigin = { vertical: 'bottom', horizontal: 'left' };

export const SIDEBAR_WIDTH = 240;

const focusRing = { outline: `2px solid ${BRAND_COLORS.secondary}`, outlineOffset: 2 };

/**
 * The palette's colours, each with the lighter and darker shades and the text colour on it that MUI would otherwise
 * work out with its colour maths (lighten, darken, contrast ratios) while the app's modules evaluate, on every first
 * load: the same values, written down once (lib/theme.test.ts checks them against MUI's own computation).
 */
export const PALETTE_COLORS = {
  primary: {
    main: BRAND_COLORS.primary,
    light: 'rgb(51, 172, 109)',
    dark: ACCESSIBLE_TEXT_COLORS.primary,
    contrastText: BRAND_COLORS.primaryText,
  },
  secondary: {
    main: BRAND_COLORS.secondary,
    light: 'rgb(87, 115, 91)',
    dark: 'rgb(31, 56, 35)',
    contrastText: '#FFFFFF',
  },
  error: {
    main: BRAND_COLORS.error,
    light: 'rgb(236, 108, 119)',
    dark: ACCESSIBLE_TEXT_COLORS.error,
    contrastText: '#FFFFFF',
  },
  // MUI's own light-mode defaults.
  warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#fff' },
  info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
} as const;

let created: Theme | undefined;

/**
 * The app's MUI theme, made on first use (tens of milliseconds on a phone): not while the app's modules are
 * evaluated, but when the first page renders.
 */
export function appTheme(): Theme {
  created ??= createAppTheme();
  return created;
}

const createAppTheme = () =>
  createTheme({
    palette: {
      ...PALETTE_COLORS,
      grey: { 100: BRAND_COLORS.greyLight, 200: BRAND_COLORS.grey },
      text: { secondary: BRAND_COLORS.textSecondary },
      background: { default: '#FFFFFF', paper: '#FFFFFF' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: INTER_FONT_FACES },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            fontWeight: 500,
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  backgroundColor: FILLED_BUTTON_COLOR,
                  '&:hover': { backgroundColor: ACCESSIBLE_TEXT_COLORS.primary },
                },
              },
              {
                props: { variant: 'text', color: 'primary' },
                style: { color: ACCESSIBLE_TEXT_COLORS.primary },
              },
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: ACCESSIBLE_TEXT_COLORS.primary },
              },
            ],
          },
        },
      },
      // Menu rows span their pane, which would clip a ring drawn outside them.
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      MuiLink: {
        defaultProps: { color: 'secondary' },
        styleOverrides: { root: { '&:focus-visible': focusRing } },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            backgroundColor: BRAND_COLORS.secondary,
            color: '#FFFFFF',
            borderRadius: 4,
            fontSize: '0.875rem',
            fontWeight: 500,
            // Outlined chips (Draft, Hidden, Unpaid…) stay outlined: a dark green border and text on the page.
            variants: [
              {
                props: { variant: 'outlined' },
                style: {
                  backgroundColor: 'transparent',
                  color: BRAND_COLORS.secondary,
                  border: `1px solid ${BRAND_COLORS.secondary}`,
                  '& .MuiChip-deleteIcon': { color: BRAND_COLORS.secondary },
                },
              },
              // An error chip (Cancelled…) is red, filled or outlined.
              {
                props: { variant: 'filled', color: 'error' },
                style: { backgroundColor: ACCESSIBLE_TEXT_COLORS.error },
              },
              {
                props: { variant: 'outlined', color: 'error' },
                style: {
                  color: ACCESSIBLE_TEXT_COLORS.error,
                  borderColor: ACCESSIBLE_TEXT_COLORS.error,
                  '& .MuiChip-deleteIcon': { color: ACCESSIBLE_TEXT_COLORS.error },
                },
              },
            ],
          },
          deleteIcon: { color: 'rgba(255, 255, 255, 0.8)', '&:hover': { color: '#FFFFFF' } },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            fontWeight: 500,
            color: BRAND_COLORS.secondary,
            '&.Mui-selected': { color: BRAND_COLORS.secondary },
          },
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: {
            '&.Mui-focused': { color: BRAND_COLORS.secondary },
            '&.Mui-error': { color: ACCESSIBLE_TEXT_COLORS.error },
          },
        },
      },
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-error': { color: ACCESSIBLE_TEXT_COLORS.error } } },
      },
      MuiSnackbar: { defaultProps: { anchorOrigin: SNACKBAR_ANCHOR } },
    },
  });
