/**
 * Saddle-cloth colours of program numbers (spec §9): fixed per number 0-35 and AE1-AE4, with the harness brand's
 * own palette for 0-12. They follow the colours tracks use (thoroughbred: 1 red, 2 white, 3 blue, 4 yellow...;
 * harness: 1 red, 2 blue, 3 white, 4 green...), shaded where needed so the number on the cloth reaches the 4.5:1
 * contrast WCAG AA asks of text.
 */

export interface SaddleCloth {
  background: string;
  color: string;
}

export type SaddleClothPalette = 'thoroughbred' | 'harness';

const cloth = (background: string, color: string): SaddleCloth => ({ background, color });

const BLACK = '#000000';
const WHITE = '#FFFFFF';
const YELLOW = '#FFD200';
const RED_ON_LIGHT = '#B0000B';

/** Shown for a blank or unknown program number. */
const NEUTRAL = cloth('#E0E0E0', BLACK);

const THOROUGHBRED: Readonly<Record<string, SaddleCloth>> = {
  '0': NEUTRAL,
  '1': cloth('#D7191F', WHITE), // red
  '2': cloth(WHITE, BLACK), // white
  '3': cloth('#0053A0', WHITE), // blue
  '4': cloth(YELLOW, BLACK), // yellow
  '5': cloth('#00783E', WHITE), // green
  '6': cloth(BLACK, YELLOW), // black
  '7': cloth('#FF8200', BLACK), // orange
  '8': cloth('#F9A8C8', BLACK), // pink
  '9': cloth('#3FD0C9', BLACK), // turquoise
  '10': cloth('#6A2C91', WHITE), // purple
  '11': cloth('#D4D4D4', RED_ON_LIGHT), // grey
  '12': cloth('#B4E35C', BLACK), // lime
  '13': cloth('#6B4226', WHITE), // brown
  '14': cloth('#7A0019', YELLOW), // maroon
  '15': cloth('#C3B091', BLACK), // khaki
  '16': cloth('#A9CCEB', '#9A0000'), // copen blue
  '17': cloth('#1B2A5C', WHITE), // navy
  '18': cloth('#0E4D2C', YELLOW), // forest green
  '19': cloth('#DDE4EC', RED_ON_LIGHT), // moonstone
  '20': cloth('#A0126A', YELLOW), // fuchsia
  '21': cloth('#D4A017', BLACK), // gold
  '22': cloth('#00695C', WHITE), // teal
  '23': cloth('#8FD3F5', BLACK), // sky blue
  '24': cloth('#5E1224', WHITE), // burgundy
  '25': cloth('#4F5D2F', WHITE), // olive
  '26': cloth('#CDB4E0', BLACK), // lavender
  '27': cloth('#FF8A65', BLACK), // coral
  '28': cloth('#283593', WHITE), // indigo
  '29': cloth('#D2B48C', BLACK), // tan
  '30': cloth('#37474F', WHITE), // charcoal
  '31': cloth('#FA8072', BLACK), // salmon
  '32': cloth('#3E5366', WHITE), // slate
  '33': cloth('#A5E8B8', BLACK), // mint
  '34': cloth('#5B2A48', WHITE), // plum
  '35': cloth('#BDBDBD', BLACK), // silver
  // Also-eligibles: white cloths with coloured numbers, unlike any numbered runner.
  AE1: cloth(WHITE, '#0053A0'),
  AE2: cloth(WHITE, '#D7191F'),
  AE3: cloth(WHITE, '#00783E'),
  AE4: cloth(WHITE, '#6A2C91'),
};

const HARNESS: Readonly<Record<string, SaddleCloth>> = {
  '0': NEUTRAL,
  '1': cloth('#D7191F', WHITE), // red
  '2': cloth('#0053A0', WHITE), // blue
  '3': cloth(WHITE, '#C8102E'), // white
  '4': cloth('#00783E', WHITE), // green
  '5': cloth(BLACK, WHITE), // black
  '6': cloth(YELLOW, BLACK), // yellow
  '7': cloth('#F9A8C8', BLACK), // pink
  '8': cloth('#D4D4D4', RED_ON_LIGHT), // grey
  '9': cloth('#6A2C91', WHITE), // purple
  '10': cloth('#1B2A5C', WHITE), // navy
  '11': cloth('#B4E35C', BLACK), // light green
  '12': cloth(BLACK, '#FF5252'), // black with red
};

/** Every program number with a fixed colour, for tests and legends. */
export const SADDLE_CLOTH_NUMBERS: readonly string[] = Object.keys(THOROUGHBRED);
export const HARNESS_SADDLE_CLOTH_NUMBERS: readonly string[] = Object.keys(HARNESS);

/**
 * The cloth of a program number ('1', 'AE2', '' ...). The harness palette covers 0-12; higher harness numbers and
 * also-eligibles use the thoroughbred colours. A blank or unknown number gets a neutral grey.
 */
export function saddleCloth(programNumber: string, palette: SaddleClothPalette): SaddleCloth {
  const key = programNumber.trim().toUpperCase() || '0';
  if (palette === 'harness') {
    const harness = HARNESS[key];
    if (harness) return harness;
  }
  return THOROUGHBRED[key] ?? NEUTRAL;
}
