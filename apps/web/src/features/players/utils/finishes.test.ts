import { describe, expect, it } from 'vitest';
import { chartFinishes, finishesSummary, finishText } from './finishes';

describe('finishes', () => {
  it("says where an entry finished: '3rd of 212', 'Not ranked yet'", () => {
    expect(finishText({ rank: 3, entries: 212 })).toBe('3rd of 212');
    expect(finishText({ rank: 11, entries: 12 })).toBe('11th of 12');
    expect(finishText({ rank: null, entries: 5 })).toBe('Not ranked yet');
  });

  it('draws each rated finish as a whole percentage of the field beaten', () => {
    const finishes = chartFinishes([
      { contestId: 1, name: 'One', startTime: '2026-05-02T16:00:00Z', rank: 1, entries: 3 },
      { contestId: 5, name: 'Five', startTime: '2026-05-03T16:00:00Z', rank: 2, entries: 4 },
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
    expect(finishesSummary([oldest, latest], 30)).toBe(
      'The latest 2 of 30 rated finishes, oldest to newest, of the field beaten: between 50% and 100%; the latest, Latest, 100%.',
    );
    expect(finishesSummary([latest, latest])).toBe(
      '2 rated finishes, oldest to newest, of the field beaten: 100% each time; the latest, Latest, 100%.',
    );
  });
});
