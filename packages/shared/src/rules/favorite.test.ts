import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FavoriteCandidate, postTimeFavorite, scoredRunnerForPlay } from './favorite';
import { parseMorningLine } from './morning-line';
import { compareProgramNumbers } from './program-number';

function runner(
  id: number,
  programNumber: string,
  morningLine: string | number | null,
  scratched = false,
): FavoriteCandidate<number> {
  return { id, programNumber, morningLine, scratched };
}

const field = [
  runner(11, '1', '5-2'),
  runner(12, '2', '9-2'),
  runner(13, '3', '8-5'),
  runner(14, '4', '6-1'),
  runner(15, '5', '3-1'),
];

describe('postTimeFavorite', () => {
  it('is the starter with the lowest morning line', () => {
    expect(postTimeFavorite(field)).toBe(13);
  });

  it('is the admin-marked favorite when it is a starter, even with a higher line', () => {
    expect(postTimeFavorite(field, 14)).toBe(14);
  });

  it('ignores a marked favorite that is scratched', () => {
    const withScratch = field.map((r) => (r.id === 14 ? { ...r, scratched: true } : r));
    expect(postTimeFavorite(withScratch, 14)).toBe(13);
  });

  it('ignores a marked favorite that is not in the race, and null or undefined marks', () => {
    expect(postTimeFavorite(field, 99)).toBe(13);
    expect(postTimeFavorite(field, null)).toBe(13);
    expect(postTimeFavorite(field, undefined)).toBe(13);
  });

  it('skips scratched runners when picking the lowest line', () => {
    const withScratch = field.map((r) => (r.id === 13 ? { ...r, scratched: true } : r));
    expect(postTimeFavorite(withScratch)).toBe(11);
  });

  it('breaks a tie on the line by the lowest program number, whatever the order given', () => {
    const tied = [
      runner(1, '10', '2-1'),
      runner(2, 'AE1', '2-1'),
      runner(3, '2', '2.00'),
      runner(4, '', '2'),
    ];
    expect(postTimeFavorite(tied)).toBe(3);
    expect(postTimeFavorite([...tied].reverse())).toBe(3);
  });

  it('compares equal odds across notations (9-2 and 4.50)', () => {
    expect(postTimeFavorite([runner(1, '7', '4.50'), runner(2, '3', '9-2')])).toBe(2);
  });

  it('accepts decimal odds given as numbers', () => {
    expect(postTimeFavorite([runner(1, '1', 3), runner(2, '2', 1.5), runner(3, '3', '2-1')])).toBe(2);
  });

  it('puts unparseable, blank and null lines last', () => {
    const field2 = [runner(1, '1', 'abc'), runner(2, '2', ''), runner(3, '3', null), runner(4, '4', '50-1')];
    expect(postTimeFavorite(field2)).toBe(4);
  });

  it('falls back to the lowest program number when no line parses', () => {
    expect(postTimeFavorite([runner(1, '3', 'abc'), runner(2, '2', ''), runner(3, 'AE1', null)])).toBe(2);
  });

  it('is null when there is no starter', () => {
    expect(postTimeFavorite([])).toBeNull();
    expect(postTimeFavorite([runner(1, '1', '2-1', true)], 1)).toBeNull();
  });

  it('works with string ids', () => {
    expect(
      postTimeFavorite([{ id: 'a', programNumber: '1', morningLine: '2-1', scratched: false }], 'b'),
    ).toBe('a');
  });

  it('matches a reference: a starter whose (odds, program number) no other starter beats', () => {
    const candidate = fc.record({
      programNumber: fc.constantFrom('1', '2', '3', '10', '12', 'AE1', 'AE2', ''),
      morningLine: fc.constantFrom('1-1', 'EVEN', '9-2', '4.50', '5-2', '2.5', '3', 'abc', '', null),
      scratched: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 9 })),
        (rows, marked) => {
          const runners = rows.map((row, index) => ({ id: index, ...row }));
          const starters = runners.filter((r) => !r.scratched);
          const favorite = postTimeFavorite(runners, marked);
          if (starters.length === 0) {
            expect(favorite).toBeNull();
            return;
          }
          if (marked !== null && starters.some((r) => r.id === marked)) {
            expect(favorite).toBe(marked);
            return;
          }
          const odds = (r: (typeof runners)[number]) =>
            parseMorningLine(r.morningLine ?? '') ?? Number.POSITIVE_INFINITY;
          const chosen = starters.find((r) => r.id === favorite);
          expect(chosen).toBeDefined();
          for (const other of starters) {
            const better =
              odds(other) < odds(chosen!) ||
              (odds(other) === odds(chosen!) &&
                compareProgramNumbers(other.programNumber, chosen!.programNumber) < 0);
            expect(better).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('scoredRunnerForPlay', () => {
  it('keeps a play on a starter', () => {
    expect(scoredRunnerForPlay(12, field)).toEqual({ runnerId: 12, substituted: false });
  });

  it('moves a play on a scratched runner to the post-time favorite', () => {
    const withScratch = field.map((r) => (r.id === 12 ? { ...r, scratched: true } : r));
    expect(scoredRunnerForPlay(12, withScratch)).toEqual({ runnerId: 13, substituted: true });
    expect(scoredRunnerForPlay(12, withScratch, 15)).toEqual({ runnerId: 15, substituted: true });
  });

  it('moves a play on the scratched favorite itself to the next favorite', () => {
    const withScratch = field.map((r) => (r.id === 13 ? { ...r, scratched: true } : r));
    expect(scoredRunnerForPlay(13, withScratch)).toEqual({ runnerId: 11, substituted: true });
  });

  it('scores nothing when every runner is scratched', () => {
    const allScratched = field.map((r) => ({ ...r, scratched: true }));
    expect(scoredRunnerForPlay(12, allScratched)).toEqual({ runnerId: null, substituted: true });
  });

  it('keeps a runner it does not know', () => {
    expect(scoredRunnerForPlay(99, field)).toEqual({ runnerId: 99, substituted: false });
  });
});
