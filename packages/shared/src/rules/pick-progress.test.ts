import { describe, expect, it } from 'vitest';
import { pickProgress, pickProgressText } from './pick-progress';

const NOW = Date.parse('2026-05-02T18:00:00Z');
const race = (
  id: number,
  raceNumber: number,
  postTime: string,
  flags: { closed?: boolean; finalized?: boolean } = {},
) => ({
  id,
  race: {
    raceNumber,
    postTime,
    isWageringClosed: flags.closed ?? false,
    finalized: flags.finalized ?? false,
  },
});

const card = [
  race(11, 1, '2026-05-02T17:00:00Z', { finalized: true }),
  race(12, 2, '2026-05-02T17:59:00Z'),
  race(13, 3, '2026-05-02T18:30:00Z'),
  race(14, 4, '2026-05-02T18:20:00Z', { closed: true }),
  race(15, 5, '2026-05-02T19:00:00Z'),
  race(16, 6, '2026-05-02T18:30:00Z'),
];

describe('pickProgress', () => {
  it('counts the races holding a pick among all of them, closed and finalized ones included', () => {
    const progress = pickProgress(card, new Set([11, 13]), 'each-race', NOW);
    expect(progress).toMatchObject({ picked: 2, total: 6 });
    expect(pickProgressText(progress)).toBe('2 of 6 races picked');
  });

  it('names the unpicked race still open that closes first, the lower number first at the same post time', () => {
    // Race 2 is past its post, race 4 closed early, race 3 picked: races 6 and 5 are left, 6 (18:30) before 5.
    const progress = pickProgress(card, new Set([13]), 'each-race', NOW);
    expect(progress.nextUnpicked).toEqual({
      contestRaceId: 16,
      raceNumber: 6,
      closesAt: '2026-05-02T18:30:00Z',
    });
    expect(pickProgress(card, new Set(), 'each-race', NOW).nextUnpicked?.raceNumber).toBe(3);
  });

  it('has no next race once every open race is picked, or once every race is closed', () => {
    expect(pickProgress(card, new Set([13, 15, 16]), 'each-race', NOW).nextUnpicked).toBeNull();
    expect(
      pickProgress(card, new Set(), 'each-race', Date.parse('2026-05-02T20:00:00Z')).nextUnpicked,
    ).toBeNull();
  });

  it('in Pick & Pray every race closes with the first: its post time is the deadline, and none is left after it', () => {
    const later = [race(21, 1, '2026-05-02T18:10:00Z'), race(22, 2, '2026-05-02T18:40:00Z')];
    expect(pickProgress(later, new Set([21]), 'first-race', NOW).nextUnpicked).toEqual({
      contestRaceId: 22,
      raceNumber: 2,
      closesAt: '2026-05-02T18:10:00Z',
    });
    expect(
      pickProgress(later, new Set(), 'first-race', Date.parse('2026-05-02T18:15:00Z')).nextUnpicked,
    ).toBeNull();
  });

  it('reads "race" for a card of one', () => {
    expect(pickProgressText({ picked: 1, total: 1 })).toBe('1 of 1 race picked');
  });
});
