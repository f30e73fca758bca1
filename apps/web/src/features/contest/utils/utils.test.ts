import { describe, expect, it } from 'vitest';
import { formatDollars, formatPayoff } from './money';
import { officialStatus } from './official-status';

describe('contest page helpers', () => {
  it('write dollars and payoffs', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatPayoff(8.4)).toBe('+$8.40');
  });

  it('say Unofficial for 24 hours after the contest concludes, then Official, and nothing before', () => {
    const concludedAt = '2024-03-05T20:00:00.000Z';
    expect(officialStatus({ concludedAt: null, isOfficial: false })).toBeNull();
    expect(officialStatus({ concludedAt, isOfficial: false }, new Date('2024-03-06T19:59:59Z'))).toBe(
      'Unofficial',
    );
    expect(officialStatus({ concludedAt, isOfficial: false }, new Date('2024-03-06T20:00:00Z'))).toBe(
      'Official',
    );
    expect(officialStatus({ concludedAt, isOfficial: true }, new Date('2024-03-05T21:00:00Z'))).toBe(
      'Official',
    );
  });
});
