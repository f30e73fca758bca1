import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast';
import {
  HARNESS_SADDLE_CLOTH_NUMBERS,
  SADDLE_CLOTH_NUMBERS,
  type SaddleClothPalette,
  saddleCloth,
} from './program-number-colors';

const numbered = Array.from({ length: 36 }, (_, number) => String(number));
const alsoEligibles = ['AE1', 'AE2', 'AE3', 'AE4'];

describe('saddle-cloth colours', () => {
  it('fix a colour for every number 0-35 and AE1-AE4, and 0-12 for harness', () => {
    expect(SADDLE_CLOTH_NUMBERS).toEqual([...numbered, ...alsoEligibles]);
    expect(HARNESS_SADDLE_CLOTH_NUMBERS).toEqual(numbered.slice(0, 13));
  });

  it('follow the track colours', () => {
    expect(saddleCloth('1', 'thoroughbred')).toEqual({ background: '#D7191F', color: '#FFFFFF' });
    expect(saddleCloth('2', 'thoroughbred')).toEqual({ background: '#FFFFFF', color: '#000000' });
    expect(saddleCloth('6', 'thoroughbred')).toEqual({ background: '#000000', color: '#FFD200' });
    expect(saddleCloth('2', 'harness')).toEqual({ background: '#0053A0', color: '#FFFFFF' });
    expect(saddleCloth('3', 'harness')).toEqual({ background: '#FFFFFF', color: '#C8102E' });
  });

  it('give each number of a palette its own cloth', () => {
    const distinct = (palette: SaddleClothPalette, numbers: readonly string[]) =>
      new Set(numbers.map((number) => JSON.stringify(saddleCloth(number, palette)))).size;
    expect(distinct('thoroughbred', SADDLE_CLOTH_NUMBERS)).toBe(SADDLE_CLOTH_NUMBERS.length);
    expect(distinct('harness', HARNESS_SADDLE_CLOTH_NUMBERS)).toBe(HARNESS_SADDLE_CLOTH_NUMBERS.length);
  });

  it.each([
    ['thoroughbred', SADDLE_CLOTH_NUMBERS],
    ['harness', HARNESS_SADDLE_CLOTH_NUMBERS],
  ] as const)('write readable numbers on every %s cloth (4.5:1)', (palette, numbers) => {
    for (const number of numbers) {
      const { background, color } = saddleCloth(number, palette);
      expect(contrastRatio(color, background), `${palette} ${number}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('use the thoroughbred cloths for harness numbers past 12 and for also-eligibles', () => {
    expect(saddleCloth('13', 'harness')).toEqual(saddleCloth('13', 'thoroughbred'));
    expect(saddleCloth('AE1', 'harness')).toEqual(saddleCloth('AE1', 'thoroughbred'));
  });

  it('read numbers loosely and give blank or unknown ones the neutral cloth', () => {
    expect(saddleCloth(' ae2 ', 'thoroughbred')).toEqual(saddleCloth('AE2', 'thoroughbred'));
    expect(saddleCloth('', 'thoroughbred')).toEqual(saddleCloth('0', 'thoroughbred'));
    expect(saddleCloth('1A', 'harness')).toEqual(saddleCloth('0', 'harness'));
  });
});
