import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isKnownZone,
  localDate,
  wallClockInputs,
  zonedDateTime,
  zoneOrUtc,
} from './wall-clock';

describe('zonedDateTime', () => {
  it.each([
    ['2025-07-04', 13, 0, 'America/New_York', '2025-07-04T17:00:00.000Z'],
    ['2025-01-15', 13, 0, 'America/New_York', '2025-01-15T18:00:00.000Z'],
    ['2025-05-03', 18, 57, 'America/Kentucky/Louisville', '2025-05-03T22:57:00.000Z'],
    ['2025-12-26', 12, 30, 'America/Los_Angeles', '2025-12-26T20:30:00.000Z'],
    ['2025-06-01', 19, 0, 'America/Toronto', '2025-06-01T23:00:00.000Z'],
    // The days daylight saving time starts and ends.
    ['2025-03-09', 13, 0, 'America/New_York', '2025-03-09T17:00:00.000Z'],
    ['2025-11-02', 13, 0, 'America/New_York', '2025-11-02T18:00:00.000Z'],
    // Minutes past 59 roll over into the next hours.
    ['2025-07-04', 13, 90, 'America/New_York', '2025-07-04T18:30:00.000Z'],
  ])('%s %i:%i in %s is %s', (date, hour, minute, timeZone, expected) => {
    expect(zonedDateTime(date, hour, minute, timeZone).toISOString()).toBe(expected);
  });
});

describe('localDate', () => {
  it('is the calendar date at the track, which may differ from the UTC date', () => {
    const instant = new Date('2025-07-05T02:30:00Z');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2025-07-04');
    expect(localDate(instant, 'America/New_York')).toBe('2025-07-04');
    expect(localDate(instant, 'Europe/London')).toBe('2025-07-05');
  });
});

describe('addCalendarDays', () => {
  it('moves across months and years', () => {
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('wallClockInputs', () => {
  it('reads an instant as date and time inputs take it, at midnight as 00, with seconds when asked', () => {
    const instant = new Date('2025-03-09T05:07:09Z');
    expect(wallClockInputs(instant, 'UTC')).toEqual({ date: '2025-03-09', time: '05:07' });
    expect(wallClockInputs(instant, 'America/New_York', true)).toEqual({
      date: '2025-03-09',
      time: '00:07:09',
    });
  });
});

describe('isKnownZone and zoneOrUtc', () => {
  it('know the zones Intl knows and read any other name, or none, as UTC', () => {
    expect(isKnownZone('America/Chicago')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('')).toBe(false);
    expect(zoneOrUtc('Europe/Paris')).toBe('Europe/Paris');
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(zoneOrUtc(null)).toBe('UTC');
  });
});
