import { describe, expect, it } from 'vitest';
import { isNotModified } from './conditional-get';

describe('isNotModified', () => {
  it('matches the tag among a list, weak or strong, or any tag for *', () => {
    expect(isNotModified('"a1"', '"a1"')).toBe(true);
    expect(isNotModified('"zz", W/"a1"', '"a1"')).toBe(true);
    expect(isNotModified('*', '"a1"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(isNotModified('"a2"', '"a1"')).toBe(false);
    expect(isNotModified('', '"a1"')).toBe(false);
    expect(isNotModified(undefined, '"a1"')).toBe(false);
  });
});
