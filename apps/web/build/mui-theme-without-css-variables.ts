import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` (@mui/material/styles) each carry the CSS-variables theme as well:
 * `createTheme` imports `createThemeWithVars` and `ThemeProvider` imports the `CssVarsProvider` (with the colour
 * scheme's storage, media queries and `InitColorSchemeScript`), about 7 KB Brotli on every page. The app's theme
 * (lib/theme.ts) sets neither `cssVariables` nor `colorSchemes`, and for such a theme MUI's own code takes the
 * no-variables path: `createTheme(options)` returns `createThemeNoVars(options)` and `ThemeProvider` renders
 * `ThemeProviderNoVars` (decision 043). So the build resolves those two modules, where @mui/material/styles imports
 * them, to the no-variables modules beside them; a theme with CSS variables would need this plugin removed.
 */
const NO_VARS: Record<string, string> = {
  './createTheme.mjs': 'createThemeNoVars.mjs',
  './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

const MUI_STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;

export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'cj-mui-theme-without-css-variables',
    apply: 'build',
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        const replacement = NO_VARS[source];
        if (!replacement || !importer || !MUI_STYLES.test(importer)) return null;
        const file = path.join(path.dirname(importer), replacement);
        if (!fs.existsSync(file)) {
          throw new Error(`mui-theme-without-css-variables: ${file} is missing (MUI's layout changed)`);
        }
        return file;
      },
    },
  };
}
