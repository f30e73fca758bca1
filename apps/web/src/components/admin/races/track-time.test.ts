import { describe, expect, it } from 'vitest';
import { fromTrackInputs, toTrackInputs } from './track-time';

describe('track time', () => {
  it('reads an instant at the track, daylight saving included', () => {
    expect(toTrackInputs('2025-05-03T17:05:00.000Z', 'America/New_York')).toEqual({
      date: '2025-05-03',
      time: '13:05',
    });
    expect(toTrackInputs('2025-01-10T01:30:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2025-01-09',
      time: '17:30',
    });
  });

  it('turns a date and time at the track into the UTC instant', () => {
    expect(fromTrackInputs('2025-05-03', '13:05', 'America/New_York')).toBe('2025-05-03T17:05:00.000Z');
    expect(fromTrackInputs('2025-12-03', '13:05', 'America/New_York')).toBe('2025-12-03T18:05:00.000Z');
    expect(fromTrackInputs('2025-05-03', '19:00', 'Europe/London')).toBe('2025-05-03T18:00:00.000Z');
  });

  it('falls back to UTC for an unknown timezone name', () => {
    expect(toTrackInputs('2025-05-03T17:05:00.000Z', 'Mars/Olympus')).toEqual({
      date: '2025-05-03',
      time: '17:05',
    });
    expect(fromTrackInputs('2025-05-03', '17:05', 'Mars/Olympus')).toBe('2025-05-03T17:05:00.000Z');
  });
});
