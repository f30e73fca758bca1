import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankPlayers } from './ranking';

const entry = (id: number, leaderboardBankrollCents: number) => ({ id, leaderboardBankrollCents });
const ranks = (entries: { id: number; leaderboardBankrollCents: number }[]) =>
  rankPlayers(entries).map(({ id, rank }) => [id, rank]);

describe('rankEntries', () => {
  it('ranks the highest leaderboard bankroll first', () => {
    expect(ranks([entry(1, 500), entry(2, 900), entry(3, 700)])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('gives equal values one rank and skips the next (1, 1, 3)', () => {
    expect(ranks([entry(1, 900), entry(2, 900), entry(3, 700)])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ]);
  });

  it('handles ties further down and at the bottom (1, 2, 2, 2, 5, 6, 6)', () => {
    const entries = [
      entry(1, 1_000),
      entry(2, 800),
      entry(3, 800),
      entry(4, 800),
      entry(5, 600),
      entry(6, 0),
      entry(7, 0),
    ];
    expect(rankPlayers(entries).map((e) => e.rank)).toEqual([1, 2, 2, 2, 5, 6, 6]);
  });

  it('ranks everyone first when all are equal, e.g. before any race is finalized', () => {
    expect(rankPlayers([entry(1, 0), entry(2, 0), entry(3, 0)]).map((e) => e.rank)).toEqual([1, 1, 1]);
  });

  it('keeps tied entries in input order and every other field', () => {
    const ranked = rankPlayers([
      { id: 'b', leaderboardBankrollCents: 5, name: 'B' },
      { id: 'a', leaderboardBankrollCents: 5, name: 'A' },
    ]);
    expect(ranked).toEqual([
      { id: 'b', leaderboardBankrollCents: 5, name: 'B', rank: 1 },
      { id: 'a', leaderboardBankrollCents: 5, name: 'A', rank: 1 },
    ]);
  });

  it('handles negative values and an empty list', () => {
    expect(ranks([entry(1, -100), entry(2, 0)])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(rankPlayers([])).toEqual([]);
  });

  it('does not change its input', () => {
    const entries = [entry(1, 1), entry(2, 2)];
    rankPlayers(entries);
    expect(entries).toEqual([entry(1, 1), entry(2, 2)]);
  });

  it('matches the reference: 1 + the number of entries strictly higher', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 6 }), { maxLength: 30 }), (values) => {
        const entries = values.map((value, id) => entry(id, value));
        const ranked = rankPlayers(entries);
        expect(ranked.map((e) => e.id).sort((a, b) => a - b)).toEqual(entries.map((e) => e.id));
        for (const e of ranked) {
          expect(e.rank).toBe(1 + values.filter((value) => value > e.leaderboardBankrollCents).length);
        }
        for (let i = 1; i < ranked.length; i++) {
          expect(ranked[i]!.rank).toBeGreaterThanOrEqual(ranked[i - 1]!.rank);
          expect(ranked[i]!.leaderboardBankrollCents).toBeLessThanOrEqual(
            ranked[i - 1]!.leaderboardBankrollCents,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
