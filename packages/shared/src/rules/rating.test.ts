import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankPlayers } from './ranking';
import { isCountedContest, percentileFinish, rating, ratings } from './rating';

const finish = (rank: number, entries: number) => ({ rank, entries });
const finishArb = fc
  .integer({ min: 2, max: 500 })
  .chain((entries) =>
    fc.record({ entries: fc.constant(entries), rank: fc.integer({ min: 1, max: entries }) }),
  );

describe('percentileFinish', () => {
  it('is 1 for first, 0 for last, and shared by tied entries', () => {
    expect(percentileFinish(finish(1, 212))).toBe(1);
    expect(percentileFinish(finish(212, 212))).toBe(0);
    expect(percentileFinish(finish(2, 3))).toBe(0.5);
  });
});

describe('rating', () => {
  it('starts a new player at 500; one great finish does not make a champion', () => {
    expect(rating([])).toBe(500);
    expect(rating([finish(1, 100)])).toBe(583);
    expect(rating([finish(100, 100)])).toBe(417);
  });

  it('rounds an exact half up, where floating point falls just short of it', () => {
    // Σp = 1/100 over n = 15: 1000 × 2.51 / 20 = 125.5 exactly; in floating point 125.49999999999997.
    const finishes = [finish(100, 101), ...Array.from({ length: 14 }, () => finish(101, 101))];
    expect(rating(finishes)).toBe(126);
  });

  it('stays between 0 and 1000, moves toward 1000 with wins and toward 0 with last places', () => {
    fc.assert(
      fc.property(fc.array(finishArb, { maxLength: 40 }), (finishes) => {
        const value = rating(finishes);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1000);
        expect(rating([...finishes, finish(1, 10)])).toBeGreaterThanOrEqual(value);
        expect(rating([...finishes, finish(10, 10)])).toBeLessThanOrEqual(value);
      }),
    );
  });

  it('agrees with the formula in floating point away from halves', () => {
    fc.assert(
      fc.property(fc.array(finishArb, { maxLength: 40 }), (finishes) => {
        const sum = finishes.reduce((total, f) => total + percentileFinish(f), 0);
        const exact = (1000 * (sum + 2.5)) / (finishes.length + 5);
        fc.pre(Math.abs((exact % 1) - 0.5) > 1e-6);
        expect(rating(finishes)).toBe(Math.round(exact));
      }),
    );
  });

  it('does not reward volume: more middling finishes leave the rating at 500', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (n) => {
        expect(rating(Array.from({ length: n }, () => finish(2, 3)))).toBe(500);
      }),
    );
  });
});

describe('ratings', () => {
  it('rates every account of contests of at least 2 entries, ties sharing their rank', () => {
    const board = rankPlayers([
      { account: 'a', leaderboardBankrollCents: 900 },
      { account: 'b', leaderboardBankrollCents: 900 },
      { account: 'c', leaderboardBankrollCents: 100 },
    ]);
    const result = ratings([{ entries: board }, { entries: [{ account: 'd', rank: 1 }] }]);
    expect(result.get('a')).toEqual({ rating: rating([finish(1, 3)]), ratedEntries: 1 });
    expect(result.get('b')).toEqual(result.get('a'));
    expect(result.get('c')).toEqual({ rating: rating([finish(3, 3)]), ratedEntries: 1 });
    expect(result.has('d')).toBe(false);
  });
});

describe('isCountedContest', () => {
  it('counts a contest only when it is published, public and not cancelled', () => {
    for (const isPublished of [true, false])
      for (const isPublic of [true, false])
        for (const isCancelled of [true, false])
          expect(isCountedContest({ isPublished, isPublic, isCancelled })).toBe(
            isPublished && isPublic && !isCancelled,
          );
  });
});
