import type { RecordContest } from '@cj/shared/ratings';
import { describe, expect, it } from 'vitest';
import { finishesSummary, finishText, ratedFinishes } from './finishes';

const contest = (id: number, overrides: Partial<RecordContest> = {}): RecordContest => ({
  contestId: id,
  slug: `c-${id}`,
  name: `Contest ${id}`,
  startTime: '2026-05-02T16:00:00Z',
  rank: 1,
  entries: 2,
  leaderboardBankroll: 0,
  status: 'official',
  ...overrides,
});

describe('finishes', () => {
  it("says where an entry finished: '3rd of 212', 'Not ranked yet'", () => {
    expect(finishText({ rank: 3, entries: 212 })).toBe('3rd of 212');
    expect(finishText({ rank: 11, entries: 12 })).toBe('11th of 12');
    expect(finishText({ rank: null, entries: 5 })).toBe('Not ranked yet');
  });

  it('keeps the finishes that count (concluded, at least 2 entries, ranked), oldest first, as whole percentages', () => {
    const finishes = ratedFinishes([
      contest(5, { rank: 2, entries: 4, status: 'unofficial' }),
      contest(4, { status: 'live' }),
      contest(3, { status: 'cancelled' }),
      contest(2, { entries: 1 }),
      contest(1, { rank: 1, entries: 3 }),
    ]);
    expect(finishes.map(({ contestId, percent }) => [contestId, percent])).toEqual([
      [1, 100],
      [5, 67],
    ]);
  });

  it('sums the finishes up in words for the chart', () => {
    const oldest = { contestId: 1, name: 'Oldest', startTime: '', percent: 50 };
    const latest = { contestId: 2, name: 'Latest', startTime: '', percent: 100 };
    expect(finishesSummary([])).toBe('No rated finishes yet: a finish counts once its contest has ended.');
    expect(finishesSummary([latest])).toBe('One rated finish: 100% of the field beaten in Latest.');
    expect(finishesSummary([oldest, latest])).toBe(
      '2 rated finishes, oldest to newest, of the field beaten: between 50% and 100%; the latest, Latest, 100%.',
    );
    expect(finishesSummary([latest, latest])).toBe(
      '2 rated finishes, oldest to newest, of the field beaten: 100% each time; the latest, Latest, 100%.',
    );
  });
});
