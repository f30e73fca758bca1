import { describe, expect, it } from 'vitest';
import { leaderboardPrizeText } from './leaderboard-prize';

const prizes = [
  { placement: 1, type: 1, value: 500, label: '' },
  { placement: 2, type: 3, value: 1200, label: 'Saratoga trip' },
  { placement: 3, type: 2, value: 100, label: '' },
];

describe('leaderboardPrizeText', () => {
  it("names the prize of an entry alone at its place, cash or the prize's own label", () => {
    expect(leaderboardPrizeText(1, 1, prizes)).toBe('Prize: $500.00 cash');
    expect(leaderboardPrizeText(2, 1, prizes)).toBe('Prize: Saratoga trip ($1,200.00)');
    expect(leaderboardPrizeText(3, 1, prizes)).toBe('Prize: $100.00 buy-in');
  });

  it('says tied entries share the prizes of the places they occupy', () => {
    expect(leaderboardPrizeText(1, 2, prizes)).toBe('Shares the 1st–2nd place prizes');
    // Three tied for 3rd occupy 3rd to 5th: only 3rd has a prize, still shared.
    expect(leaderboardPrizeText(3, 3, prizes)).toBe('Shares the 3rd–5th place prizes');
  });

  it('says nothing past the prizes, and "In the money" while the size of its tie is not known', () => {
    expect(leaderboardPrizeText(4, 1, prizes)).toBeNull();
    expect(leaderboardPrizeText(2, null, prizes)).toBe('In the money');
    expect(leaderboardPrizeText(4, null, prizes)).toBeNull();
  });
});
