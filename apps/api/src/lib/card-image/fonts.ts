import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const WEIGHTS = [400, 600, 700, 800] as const;

/**
 * Inter, the site's face (apps/web/src/lib/theme.ts), in two subsets: Latin, and Latin Extended for the names it
 * lacks (Łukasz, Dvořák). Satori falls back from one family to the next, not within one, so each subset is a family.
 * Satori reads WOFF, not WOFF2.
 */
const SUBSETS = [
  { subset: 'latin', family: 'Inter' },
  { subset: 'latin-ext', family: 'Inter Latin Extended' },
] as const;

/** The font-family of a card's root element. */
export const CARD_FONT_FAMILY = SUBSETS.map(({ family }) => `'${family}'`).join(', ');

const require = createRequire(import.meta.url);

let loaded: Promise<Font[]> | undefined;

/** Inter from @fontsource/inter, read from disk once per process: nothing is fetched at run time. */
export function cardFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    SUBSETS.flatMap(({ subset, family }) =>
      WEIGHTS.map(async (weight): Promise<Font> => {
        const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
        return { name: family, data: await fs.readFile(file), weight, style: 'normal' };
      }),
    ),
  );
  return loaded;
}
