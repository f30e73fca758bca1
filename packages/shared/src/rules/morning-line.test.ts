import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMorningLine, MORNING_LINE_MAX_DENOMINATOR, parseMorningLine } from './morning-line';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

describe('parseMorningLine', () => {
  it.each([
    ['9-2', 4.5],
    ['5/2', 2.5],
    ['5-2', 2.5],
    ['4.50', 4.5],
    ['4.5', 4.5],
    ['4', 4],
    ['4-1', 4],
    ['30-1', 30],
    ['1-9', 1 / 9],
    ['2-5', 0.4],
    ['6/5', 1.2],
    ['5-3', 5 / 3],
    ['.50', 0.5],
    ['EVEN', 1],
    ['EVN', 1],
    ['even', 1],
    ['Evens', 1],
    ['EV', 1],
    ['1-1', 1],
    [' 9 - 2 ', 4.5],
    ['10-4', 2.5],
  ])('parseMorningLine(%j) is %d', (text, odds) => {
    expect(parseMorningLine(text)).toBe(odds);
  });

  it.each([
    '',
    '   ',
    'abc',
    '9-',
    '-2',
    '9-0',
    '0',
    '0-1',
    '0.00',
    '4.5.1',
    '9--2',
    '9-2-1',
    '4,5',
    'EVE',
    '1e3',
    'NaN',
    'Infinity',
  ])('parseMorningLine(%j) is null', (text) => {
    expect(parseMorningLine(text)).toBeNull();
  });

  it('returns null or a positive finite number for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const odds = parseMorningLine(text);
        if (odds !== null) {
          expect(Number.isFinite(odds)).toBe(true);
          expect(odds).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('formatMorningLine', () => {
  it.each([
    [4.5, '9-2'],
    [2.5, '5-2'],
    [1, '1-1'],
    [4, '4-1'],
    [30, '30-1'],
    [1.2, '6-5'],
    [1.5, '3-2'],
    [0.4, '2-5'],
    [0.5, '1-2'],
    [0.2, '1-5'],
    [0.1, '1-10'],
    [1 / 9, '1-9'],
    [5 / 3, '5-3'],
    [0.3, '3-10'],
    [4.56, '4.56'],
    [1.33, '1.33'],
    [0.37, '0.37'],
    [1 / 11, '0.09'],
  ])('formatMorningLine(%d) is %j', (odds, text) => {
    expect(formatMorningLine(odds)).toBe(text);
  });

  it.each([null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('formatMorningLine(%j) is blank', (odds) => {
    expect(formatMorningLine(odds)).toBe('');
  });

  it('round-trips every fraction N-D (D ≤ 10) to its lowest terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: MORNING_LINE_MAX_DENOMINATOR }),
        fc.constantFrom('-', '/'),
        (numerator, denominator, separator) => {
          const divisor = gcd(numerator, denominator);
          expect(formatMorningLine(parseMorningLine(`${numerator}${separator}${denominator}`))).toBe(
            `${numerator / divisor}-${denominator / divisor}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives text that parses back to the odds to the cent, and is stable from then on', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 999, noNaN: true }), (odds) => {
        const text = formatMorningLine(odds);
        const reparsed = parseMorningLine(text);
        expect(reparsed).not.toBeNull();
        expect(Math.abs(reparsed! - odds)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(parseMorningLine(formatMorningLine(reparsed))).toBe(reparsed);
      }),
      { numRuns: 200 },
    );
  });
});
