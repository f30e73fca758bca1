import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { createTheme, darken, lighten, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, toHex } from './color-contrast';
import {
  ACCESSIBLE_TEXT_COLORS,
  appTheme,
  BRAND_COLORS,
  FILLED_BUTTON_COLOR,
  PALETTE_COLORS,
  SNACKBAR_ANCHOR,
} from './theme';

const theme = appTheme();

describe('theme (spec §9)', () => {
  it('uses the spec colours', () => {
    expect(theme.palette.primary.main).toBe('#009849');
    expect(theme.palette.primary.contrastText).toBe('#FFFFFF');
    expect(theme.palette.secondary.main).toBe('#2D5032');
    expect(theme.palette.error.main).toBe('#E84855');
    expect(theme.palette.grey[100]).toBe('#F1F1F1');
    expect(theme.palette.grey[200]).toBe('#E8E8E8');
    expect(theme.palette.text.secondary).toBe('#6C757D');
  });

  it('writes down the shades and text colours MUI would compute from the main colours, unchanged', () => {
    const computed = createTheme({
      palette: {
        primary: {
          main: BRAND_COLORS.primary,
          dark: ACCESSIBLE_TEXT_COLORS.primary,
          contrastText: '#FFFFFF',
        },
        secondary: { main: BRAND_COLORS.secondary, contrastText: '#FFFFFF' },
        error: { main: BRAND_COLORS.error, dark: ACCESSIBLE_TEXT_COLORS.error, contrastText: '#FFFFFF' },
      },
    }).palette;
    for (const name of Object.keys(PALETTE_COLORS) as Array<keyof typeof PALETTE_COLORS>) {
      const { main, light, dark, contrastText } = computed[name];
      expect(PALETTE_COLORS[name]).toEqual({ main, light, dark, contrastText });
      expect(theme.palette[name]).toMatchObject({ main, light, dark, contrastText });
    }
  });

  it('uses Inter with a sans-serif fallback', () => {
    expect(theme.typography.fontFamily).toBe('"Inter", "Inter Fallback", sans-serif');
  });

  it('does not capitalise buttons and sets them in weight 500', () => {
    expect(theme.typography.button).toMatchObject({ textTransform: 'none', fontWeight: 500 });
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      textTransform: 'none',
      fontWeight: 500,
    });
  });

  it('draws chips dark green with white 0.875rem weight 500 text and 4px corners', () => {
    expect(theme.components?.MuiChip?.styleOverrides?.root).toMatchObject({
      backgroundColor: '#2D5032',
      color: '#FFFFFF',
      borderRadius: 4,
      fontSize: '0.875rem',
      fontWeight: 500,
    });
  });

  it('draws outlined chips outlined: no fill, a dark green border and text; filled chips stay dark green', () => {
    const chipStyle = (props: ChipProps) => {
      render(createElement(ThemeProvider, { theme }, createElement(Chip, props)));
      return getComputedStyle(screen.getByText(String(props.label)).parentElement!);
    };
    const outlined = chipStyle({ label: 'Draft', variant: 'outlined' });
    expect(outlined.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(outlined.color).toBe('rgb(45, 80, 50)');
    expect(outlined.borderColor).toBe('rgb(45, 80, 50)');
    const filled = chipStyle({ label: 'Live' });
    expect(filled.backgroundColor).toBe('rgb(45, 80, 50)');
    expect(filled.color).toBe('rgb(255, 255, 255)');
    const outlinedError = chipStyle({ label: 'Overdue', variant: 'outlined', color: 'error' });
    expect(outlinedError.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(outlinedError.color).toBe('rgb(162, 50, 59)');
    const filledError = chipStyle({ label: 'Cancelled', color: 'error' });
    expect(filledError.backgroundColor).toBe('rgb(162, 50, 59)');
    expect(filledError.color).toBe('rgb(255, 255, 255)');
  });

  it('writes tab labels in dark green', () => {
    expect(theme.components?.MuiTab?.styleOverrides?.root).toMatchObject({
      color: '#2D5032',
      '&.Mui-selected': { color: '#2D5032' },
    });
  });

  it('opens snackbars at the bottom left', () => {
    expect(SNACKBAR_ANCHOR).toEqual({ vertical: 'bottom', horizontal: 'left' });
    expect(theme.components?.MuiSnackbar?.defaultProps?.anchorOrigin).toEqual(SNACKBAR_ANCHOR);
  });
});

describe('colour contrast (WCAG AA)', () => {
  const white = '#FFFFFF';

  it('measures known pairs', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
  });

  it('gives body text at least 4.5:1', () => {
    expect(contrastRatio(BRAND_COLORS.secondary, white)).toBeGreaterThanOrEqual(4.5); // app bar, chips (outlined too), links, tabs
    expect(contrastRatio(BRAND_COLORS.textSecondary, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ACCESSIBLE_TEXT_COLORS.primary, white)).toBeGreaterThanOrEqual(4.5); // text buttons
    expect(contrastRatio(ACCESSIBLE_TEXT_COLORS.error, white)).toBeGreaterThanOrEqual(4.5); // field errors
    // Footer: MUI's text colour, black at 87%, over #F1F1F1 is #1F1F1F.
    expect(theme.palette.text.primary).toBe('rgba(0, 0, 0, 0.87)');
    expect(contrastRatio('#1F1F1F', BRAND_COLORS.greyLight)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the red error alert readable text', () => {
    const light = theme.palette.error.light;
    const text = toHex(darken(light, 0.6));
    const background = toHex(lighten(light, 0.9));
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('documents the spec pair that only reaches the large-text level: white on #009849', () => {
    const ratio = contrastRatio(BRAND_COLORS.primaryText, BRAND_COLORS.primary);
    expect(ratio).toBeGreaterThanOrEqual(3);
    expect(ratio).toBeLessThan(4.5);
  });

  it('fills contained primary buttons with a shade that gives their white labels 4.5:1 (decision 005)', () => {
    expect(contrastRatio(BRAND_COLORS.primaryText, FILLED_BUTTON_COLOR)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(BRAND_COLORS.primaryText, ACCESSIBLE_TEXT_COLORS.primary)).toBeGreaterThanOrEqual(
      4.5,
    ); // hovered
    expect(FILLED_BUTTON_COLOR).toBe(toHex(darken(BRAND_COLORS.primary, 0.15)));
    render(
      createElement(ThemeProvider, { theme }, createElement(Button, { variant: 'contained' }, 'Log In')),
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Log In' }));
    expect(style.backgroundColor).toBe('rgb(0, 129, 62)'); // the label is palette.primary.contrastText, white
  });

  it('keeps the darker text shades MUI derives', () => {
    expect(ACCESSIBLE_TEXT_COLORS.primary).toBe(toHex(darken(BRAND_COLORS.primary, 0.3)));
    expect(ACCESSIBLE_TEXT_COLORS.error).toBe(toHex(darken(BRAND_COLORS.error, 0.3)));
  });
});
