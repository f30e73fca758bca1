import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

/** The regular and bold faces: the text of every page, preloaded with it (app/root.tsx). */
export const PRELOADED_FONTS = [inter400, inter700];

const FACES: [weight: number, url: string][] = [
  [400, inter400],
  [500, inter500],
  [600, inter600],
  [700, inter700],
];

/**
 * What text shows in until Inter has loaded: Arial (or its metric twin Liberation Sans, or Helvetica) scaled to
 * Inter's size and line metrics, so the swap to Inter moves nothing on the page. The figures are Inter's against
 * Arial's (as next/font and Capsize compute them).
 */
const INTER_FALLBACK =
  '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),' +
  'local("LiberationSans"),local("Helvetica Neue"),local("Helvetica");ascent-override:90.2%;' +
  'descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}';

/** The app's font: Inter, then its fallback, then whatever sans-serif face the device has. */
export const FONT_FAMILY = '"Inter", "Inter Fallback", sans-serif';

/**
 * Inter's Latin faces (Fontsource's files) and their fallback as the page's own CSS: the theme's baseline puts them
 * in the styles the server writes into the page, so the first paint waits for no stylesheet. Text shows in the
 * fallback until a face has loaded (swap).
 */
export const INTER_FONT_FACES =
  FACES.map(
    ([weight, url]) =>
      `@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2")}`,
  ).join('') + INTER_FALLBACK;
