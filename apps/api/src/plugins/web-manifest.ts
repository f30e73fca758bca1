import { BRAND_COLORS } from '@cj/shared/brand-colors';
import type { Config } from '../config';
import { brandName } from '../lib/site';

/** The brand's colours: the app bar's green; the page's white. */
const THEME_COLOR = BRAND_COLORS.secondary;
const BACKGROUND_COLOR = '#FFFFFF';

/** Icons rendered for each brand by scripts/render-icons.mjs into the web app's public/icons/. */
const ICON_SIZES = [192, 512] as const;

interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

/** The web app manifest of one brand: what a phone installs from the brand's host (name, icons, colours). */
export function webManifest(config: Config, harness: boolean): WebManifest {
  const name = brandName(config, harness);
  const brand = harness ? 'harness' : 'thoroughbred';
  const icons = ICON_SIZES.flatMap((size): WebManifestIcon[] => [
    { src: `/icons/${brand}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    {
      src: `/icons/${brand}-maskable-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    },
  ]);
  return {
    id: '/',
    name,
    short_name: name,
    description: 'Free horse-racing handicapping contests.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  };
}
