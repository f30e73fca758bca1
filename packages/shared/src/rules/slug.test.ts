import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Kentucky Derby Day', 'kentucky-derby-day'],
    ['Derby   Day', 'derby-day'],
    ['Saratoga Summer $500 Challenge!', 'saratoga-summer-500-challenge'],
    ['  Derby Day!  ', 'derby-day'],
    ['--Already-a-slug--', 'already-a-slug'],
    ['Breeders’ Cup 2024', 'breeders-cup-2024'],
    ['Café Stakes', 'caf-stakes'],
    ['ABC', 'abc'],
    ['a_b.c/d', 'a-b-c-d'],
    ['2024', '2024'],
    ['!!!', ''],
    ['', ''],
  ])('slugify(%j) is %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives a well-formed slug or an empty string for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = slugify(name);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(slugify(slugify(name))).toBe(slugify(name));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the a-z and 0-9 characters of the lower-cased name, in order', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const kept = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slugify(name).replace(/-/g, '')).toBe(kept);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isSlug', () => {
  it.each(['a', 'derby-day', 'race-1-2'])('accepts %j', (value) => {
    expect(isSlug(value)).toBe(true);
  });
  it.each(['', '-a', 'a-', 'a--b', 'Derby', 'a b', 'é'])('rejects %j', (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
