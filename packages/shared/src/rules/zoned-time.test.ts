import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatContestDate,
  formatContestStart,
  formatShortDate,
  formatTimeLeft,
  formatTrackDate,
  formatZonedTime,
  zoneAbbreviation,
} from './zoned-time';

describe('formatZonedTime', () => {
  it("names the track's zone and adds the viewer's time when their clock differs", () => {
    expect(
      formatZonedTime('2026-11-23T20:30:00Z', 'America/Los_Angeles', { viewer: 'America/New_York' }),
    ).toBe('12:30 PM PT · 3:30 PM your time');
    expect(formatZonedTime('2026-07-05T18:05:00Z', 'America/New_York', { viewer: 'Europe/London' })).toBe(
      '2:05 PM ET · 7:05 PM your time',
    );
  });

  it("says only the track's time when the viewer's clock reads the same", () => {
    expect(
      formatZonedTime('2026-11-23T20:30:00Z', 'America/Los_Angeles', { viewer: 'America/Los_Angeles' }),
    ).toBe('12:30 PM PT');
    expect(formatZonedTime('2026-11-23T20:30:00Z', 'America/New_York', { viewer: 'America/Toronto' })).toBe(
      '3:30 PM ET',
    );
  });

  it("adds the date, and the viewer's date when it is another day there", () => {
    expect(
      formatZonedTime('2024-03-06T03:30:00Z', 'America/Chicago', {
        withDate: true,
        viewer: 'America/Chicago',
      }),
    ).toBe('9:30 PM CT on March 5, 2024');
    expect(
      formatZonedTime('2024-03-06T03:30:00Z', 'America/Chicago', { withDate: true, viewer: 'UTC' }),
    ).toBe('9:30 PM CT on March 5, 2024 · 3:30 AM on March 6 your time');
  });

  it("names the track's time only when the reader's zone is unknown (e-mail)", () => {
    expect(formatZonedTime('2026-11-23T20:30:00Z', 'America/Los_Angeles')).toBe('12:30 PM PT');
    expect(
      formatZonedTime('2026-11-23T20:30:00Z', 'America/Los_Angeles', { withDate: true, viewer: null }),
    ).toBe('12:30 PM PT on November 23, 2026');
  });

  it('reads an unknown track timezone as UTC rather than failing', () => {
    expect(formatZonedTime('2026-11-23T20:30:00Z', 'Mars/Olympus_Mons', { viewer: 'UTC' })).toBe(
      '8:30 PM UTC',
    );
  });

  it('follows daylight saving at the track', () => {
    expect(formatZonedTime('2024-03-05T18:05:00Z', 'America/New_York', { viewer: 'UTC' })).toBe(
      '1:05 PM ET · 6:05 PM your time',
    );
    expect(formatZonedTime('2024-07-05T18:05:00Z', 'America/New_York', { viewer: 'UTC' })).toBe(
      '2:05 PM ET · 6:05 PM your time',
    );
  });
});

describe('zoneAbbreviation', () => {
  it('uses the short generic name where there is one, else the short name; UTC for an unknown zone', () => {
    expect(zoneAbbreviation('2026-07-05T18:05:00Z', 'America/Chicago')).toBe('CT');
    expect(zoneAbbreviation('2026-07-05T18:05:00Z', 'UTC')).toBe('UTC');
    expect(zoneAbbreviation('2026-07-05T18:05:00Z', 'Europe/London')).toBe('GMT+1');
    expect(zoneAbbreviation('2026-07-05T18:05:00Z', 'Mars/Olympus_Mons')).toBe('UTC');
  });
});

describe('formatClockTime and formatContestDate', () => {
  it("write '1:05 PM' with a plain space and 'March 5, 2024' in UTC (spec §9)", () => {
    expect(formatClockTime('2024-03-05T18:05:00Z', 'America/New_York')).toBe('1:05 PM');
    expect(formatClockTime(new Date('2024-03-05T12:00:00Z'), 'UTC')).toBe('12:00 PM');
    expect(formatContestDate('2024-03-06T03:30:00Z')).toBe('March 6, 2024');
  });
});

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T12:00:30Z', 'less than a minute'],
    ['2026-11-23T12:12:59Z', '12 min'],
    ['2026-11-23T13:00:00Z', '1 h'],
    ['2026-11-23T13:05:00Z', '1 h 5 min'],
    ['2026-11-24T13:05:00Z', '1 day'],
    ['2026-11-26T12:00:00Z', '3 days'],
  ])('%s is %s away', (time, text) => {
    expect(formatTimeLeft(time, now)).toBe(text);
  });

  it('is null once the moment has passed', () => {
    expect(formatTimeLeft('2026-11-23T12:00:00Z', now)).toBeNull();
    expect(formatTimeLeft('2026-11-23T11:00:00Z', now)).toBeNull();
  });
});

describe('formatContestStart', () => {
  it("gives the date, then the time at the first race's track, or in the viewer's zone without races", () => {
    expect(
      formatContestStart('2026-11-23T20:30:00Z', 'America/Los_Angeles', { viewer: 'America/New_York' }),
    ).toBe('November 23, 2026 · 12:30 PM PT · 3:30 PM your time');
    expect(formatContestStart('2026-11-23T20:30:00Z', null, { viewer: 'America/New_York' })).toBe(
      'November 23, 2026 · 3:30 PM ET',
    );
  });

  it("dates an evening post by the track's day, not UTC's, and names the viewer's day when it differs", () => {
    expect(
      formatContestStart('2026-11-24T00:03:00Z', 'America/New_York', { viewer: 'America/Los_Angeles' }),
    ).toBe('November 23, 2026 · 7:03 PM ET · 4:03 PM your time');
    expect(formatContestStart('2026-11-24T00:03:00Z', 'America/New_York', { viewer: 'Europe/Paris' })).toBe(
      'November 23, 2026 · 7:03 PM ET · 1:03 AM on November 24 your time',
    );
  });
});

describe('formatShortDate', () => {
  it("is a chart's tick: the short month and the day, in UTC", () => {
    expect(formatShortDate('2024-03-05T23:30:00-05:00')).toBe('Mar 6');
    expect(formatShortDate('2024-12-25')).toBe('Dec 25');
  });
});

describe('formatTrackDate', () => {
  it("is the day on the track's calendar, which may differ from UTC's", () => {
    expect(formatTrackDate('2024-03-06T02:30:00Z', 'America/Los_Angeles')).toBe('March 5, 2024');
    expect(formatTrackDate('2024-03-06T02:30:00Z', 'UTC')).toBe('March 6, 2024');
    expect(formatTrackDate('2024-03-06T02:30:00Z', 'Mars/Olympus')).toBe('March 6, 2024');
  });
});
