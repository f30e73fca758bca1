import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney, readAmount } from './money';

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [2, 200],
    [12.5, 1250],
    [12.34, 1234],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [1234567.89, 123456789],
    [-3.5, -350],
  ])('dollarsToCents(%d) is %d', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([1.005, 0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])(
    'dollarsToCents(%d) is null',
    (dollars) => {
      expect(dollarsToCents(dollars)).toBeNull();
    },
  );

  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    [' 7.25 ', 725],
    ['0', 0],
    ['-0', 0],
    ['-3', -300],
    ['007.10', 710],
  ])('dollarsToCents(%j) is %d', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', ' ', '.', '-', 'abc', '1.234', '1e3', '$5', '1,000', '+5', '5 00', '99999999999999999'])(
    'dollarsToCents(%j) is null',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );

  it('never returns -0', () => {
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
    expect(Object.is(dollarsToCents('-0.00'), 0)).toBe(true);
  });

  it('round-trips every safe amount of cents, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const dollars = centsToDollars(cents);
        expect(dollarsToCents(dollars)).toBe(cents);
        expect(dollarsToCents(dollars.toFixed(2))).toBe(cents);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a third decimal digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        const text = `${(cents / 100).toFixed(2)}${extra}`;
        expect(dollarsToCents(text)).toBeNull();
        expect(dollarsToCents(Number(text))).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [1250, 12.5],
    [1, 0.01],
    [-350, -3.5],
    [123456789, 1234567.89],
  ])('centsToDollars(%d) is %d', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('never returns -0', () => {
    expect(Object.is(centsToDollars(-0), 0)).toBe(true);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [200, '$2.00'],
    [123450, '$1,234.50'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
    [-123450, '-$1,234.50'],
    [-0, '$0.00'],
    [12.6, '$0.13'],
  ])('formatMoney(%d) is %j', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('agrees with Intl en-US currency formatting', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents)).toBe(usd.format(cents / 100));
      }),
      { numRuns: 200 },
    );
  });
});

describe('readAmount', () => {
  it.each([
    ['12.50', 1250],
    [' 5 ', 500],
    ['.5', 50],
    ['5.', 500],
    [12.5, 1250],
    [0.01, 1],
  ])('reads %j as %d cents', (amount, cents) => {
    expect(readAmount(amount)).toEqual({ ok: true, cents });
  });

  it.each([
    ['-5', 'notPositive'],
    [-5, 'notPositive'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    [0, 'notPositive'],
    ['-0.001', 'notPositive'],
    ['5.555', 'fractionOfCent'],
    ['0.001', 'fractionOfCent'],
    [5.555, 'fractionOfCent'],
    [2.005, 'fractionOfCent'],
    ['ten', 'notANumber'],
    ['1e3', 'notANumber'],
    ['$5', 'notANumber'],
    ['1,000', 'notANumber'],
    ['', 'notANumber'],
    ['.', 'notANumber'],
    ['99999999999999999999', 'notANumber'],
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
    [1e20, 'notANumber'],
  ])('refuses %j: %s', (amount, problem) => {
    expect(readAmount(amount)).toEqual({ ok: false, problem });
  });

  it('agrees with dollarsToCents on every positive whole-cent amount, as text and as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(readAmount(text)).toEqual({ ok: true, cents });
        expect(readAmount(centsToDollars(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});
