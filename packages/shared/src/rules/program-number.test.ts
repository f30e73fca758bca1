import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPLED_ENTRY_LETTERS,
  compareProgramNumbers,
  coupledEntryBase,
  isValidProgramNumber,
  normalizeProgramNumber,
  parseProgramNumber,
} from './program-number';

const ALL_VALID = [
  ...Array.from({ length: 35 }, (_, index) => String(index + 1)),
  'AE1',
  'AE2',
  'AE3',
  'AE4',
  '',
];

describe('normalizeProgramNumber', () => {
  it.each([
    ['1', '1'],
    [' 7 ', '7'],
    ['01', '1'],
    ['007', '7'],
    ['10', '10'],
    ['0', '0'],
    ['00', '0'],
    ['ae1', 'AE1'],
    ['AE01', 'AE1'],
    ['ae 2', 'AE2'],
    ['1a', '1A'],
    ['01x', '1X'],
    ['', ''],
    ['   ', ''],
    ['36', '36'],
  ])('normalizeProgramNumber(%j) is %j', (raw, normalized) => {
    expect(normalizeProgramNumber(raw)).toBe(normalized);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (raw) => {
        const once = normalizeProgramNumber(raw);
        expect(normalizeProgramNumber(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isValidProgramNumber', () => {
  it.each(ALL_VALID)('accepts %j', (value) => {
    expect(isValidProgramNumber(value)).toBe(true);
  });

  it.each(['0', '36', '99', '01', 'AE0', 'AE5', 'ae1', '1A', ' 1', 'A', 'AE', '-1', '1.0', 'abc'])(
    'rejects %j',
    (value) => {
      expect(isValidProgramNumber(value)).toBe(false);
    },
  );

  it('accepts exactly 35 numbers, 4 also-eligibles and blank among all short strings of digits and AE', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(AE)?[0-9]{0,3}$/), (value) => {
        expect(isValidProgramNumber(value)).toBe(ALL_VALID.includes(value));
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseProgramNumber', () => {
  it.each([
    ['01', '1'],
    [' ae4 ', 'AE4'],
    ['35', '35'],
    ['', ''],
    ['  ', ''],
  ])('parseProgramNumber(%j) is %j', (raw, parsed) => {
    expect(parseProgramNumber(raw)).toBe(parsed);
  });

  it.each(['36', 'AE5', '1A', '0', 'abc'])('parseProgramNumber(%j) is null', (raw) => {
    expect(parseProgramNumber(raw)).toBeNull();
  });
});

describe('coupledEntryBase', () => {
  it.each([
    ['1A', '1'],
    ['1B', '1'],
    ['1C', '1'],
    ['1X', '1'],
    ['1a', '1'],
    ['12X', '12'],
    ['01A', '1'],
    ['1', '1'],
    ['01', '1'],
    ['AE1', 'AE1'],
    ['1D', '1D'],
    ['AE1A', 'AE1A'],
    ['', ''],
  ])('coupledEntryBase(%j) is %j', (raw, base) => {
    expect(coupledEntryBase(raw)).toBe(base);
  });

  it('folds every coupled letter of every valid number onto the number', () => {
    for (const value of ALL_VALID.slice(0, 35)) {
      for (const letter of COUPLED_ENTRY_LETTERS) {
        expect(coupledEntryBase(`${value}${letter}`)).toBe(value);
      }
    }
  });
});

describe('compareProgramNumbers', () => {
  const sort = (values: string[]) => [...values].sort(compareProgramNumbers);

  it('orders numbers numerically, then AE1..AE4, then blank', () => {
    const shuffled = ['', 'AE2', '10', '2', 'AE1', '35', '1', 'AE4', '9', '11', 'AE3', '3'];
    expect(sort(shuffled)).toEqual(['1', '2', '3', '9', '10', '11', '35', 'AE1', 'AE2', 'AE3', 'AE4', '']);
  });

  it('sorts the full valid set into its canonical order from any permutation', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ALL_VALID, { minLength: ALL_VALID.length }), (shuffled) => {
        expect(sort(shuffled)).toEqual(ALL_VALID);
      }),
      { numRuns: 200 },
    );
  });

  it('puts a coupled form right after its base, and text that is not a program number before blank', () => {
    expect(sort(['2', '1A', 'zz', '', '1', 'AE1', 'abc'])).toEqual(['1', '1A', '2', 'AE1', 'abc', 'zz', '']);
  });

  it('compares normalised values: 01 equals 1, ae2 equals AE2', () => {
    expect(compareProgramNumbers('01', '1')).toBe(0);
    expect(compareProgramNumbers('ae2', 'AE2')).toBe(0);
    expect(compareProgramNumbers(' ', '')).toBe(0);
  });

  it('compares long digit strings exactly', () => {
    expect(compareProgramNumbers('12345678901234567890', '12345678901234567891')).toBe(-1);
  });

  it('is a consistent total order (antisymmetric, transitive, zero only for equal normalised values)', () => {
    const programNumber = fc.oneof(
      fc.constantFrom(...ALL_VALID),
      fc.stringMatching(/^0?[0-9]{1,2}[ABCX]?$/),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(programNumber, programNumber, programNumber, (a, b, c) => {
        const ab = compareProgramNumbers(a, b);
        expect(Math.sign(compareProgramNumbers(b, a)) + Math.sign(ab)).toBe(0);
        expect(ab === 0).toBe(normalizeProgramNumber(a) === normalizeProgramNumber(b));
        if (ab <= 0 && compareProgramNumbers(b, c) <= 0) {
          expect(compareProgramNumbers(a, c)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
