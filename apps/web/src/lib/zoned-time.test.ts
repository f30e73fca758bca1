import { describe, expect, it } from 'vitest';
import { formatClosingTime, formatContestDate, formatPostTime } from './zoned-time';

describe('formatContestDate', () => {
  it('writes the month in full, the day without a leading zero and the year', () => {
    expect(formatContestDate('2024-03-05T17:00:00.000Z')).toBe('March 5, 2024');
    expect(formatContestDate('2024-12-25T12:00:00Z')).toBe('December 25, 2024');
  });

  it('takes the date in UTC, not in the timezone the time was written in', () => {
    expect(formatContestDate('2024-03-05T23:30:00-05:00')).toBe('March 6, 2024');
    expect(formatContestDate('2024-03-06T00:30:00+02:00')).toBe('March 5, 2024');
    expect(formatContestDate('2024-03-05T00:00:00Z')).toBe('March 5, 2024');
    expect(formatContestDate('2024-03-05T23:59:59.999Z')).toBe('March 5, 2024');
  });
});

describe('post and closing times', () => {
  it("are shown at the track with its zone, daylight saving included, then the viewer's time (UTC in tests)", () => {
    expect(formatPostTime('2024-03-05T18:05:00Z', 'America/New_York')).toBe('1:05 PM ET · 6:05 PM your time');
    expect(formatPostTime('2024-07-05T18:05:00Z', 'America/New_York')).toBe('2:05 PM ET · 6:05 PM your time');
    expect(formatPostTime('2024-07-05T18:05:00Z', 'America/Los_Angeles')).toBe(
      '11:05 AM PT · 6:05 PM your time',
    );
    expect(formatPostTime('2024-07-05T18:05:00Z', 'UTC')).toBe('6:05 PM UTC');
    expect(formatClosingTime('2024-03-06T03:30:00Z', 'America/Chicago')).toBe(
      '9:30 PM CT on March 5, 2024 · 3:30 AM on March 6 your time',
    );
  });

  it('fall back to UTC for a timezone name that does not exist', () => {
    expect(formatPostTime('2024-03-05T18:05:00Z', 'Mars/Olympus_Mons')).toBe('6:05 PM UTC');
  });
});
