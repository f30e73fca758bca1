import { Property } from '@cj/shared/enums';
import type { SaddleClothPalette } from '@/lib/program-number-colors';

/** Harness contests wear harness saddle pads; a contest of no property takes the brand of the site. */
export function paletteFor(contestProperty: number, isHarnessSite: boolean): SaddleClothPalette {
  if (contestProperty === Property.Harness) return 'harness';
  if (contestProperty === Property.Thoroughbred) return 'thoroughbred';
  return isHarnessSite ? 'harness' : 'thoroughbred';
}
