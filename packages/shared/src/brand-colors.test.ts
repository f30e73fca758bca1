import { describe, expect, it } from 'vitest';
import { brandInitials } from './brand-colors';

describe('brandInitials', () => {
  it('takes the first letter of each word, at most three', () => {
    expect(brandInitials('Contest Jockey')).toBe('CJ');
    expect(brandInitials(' harness  jockey ')).toBe('HJ');
    expect(brandInitials('The Big Race Day Club')).toBe('TBR');
  });
});
