import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlternateRunner,
  alternateChoices,
  alternateProblem,
  areCoupled,
  scoredRunnerWithAlternate,
} from './alternates';
import { type FavoriteCandidate, postTimeFavorite } from './favorite';

const runner = (id: number, programNumber: string, scratched = false, morningLine = '5-1') => ({
  id,
  programNumber,
  scratched,
  morningLine,
});

const field: FavoriteCandidate<number>[] = [
  runner(1, '1', false, '5-2'),
  runner(2, '2', false, '8-5'),
  runner(3, '3', true, '3-1'),
  runner(4, '4', false, '9-2'),
];

describe('areCoupled', () => {
  it.each([
    ['1', '1A', true],
    ['1A', '1X', true],
    ['01', '1B', true],
    ['1', '2', false],
    ['1', '11', false],
    ['', '', false],
    ['AE1', 'AE1', true],
  ])('%j and %j: %j', (a, b, coupled) => {
    expect(areCoupled(a, b)).toBe(coupled);
  });
});

describe('alternateProblem', () => {
  const check = (alternateId: number | null | undefined, alternatesEnabled = true, pickId = 1) =>
    alternateProblem({ alternatesEnabled, pickId, alternateId, runners: field });

  it('accepts no alternate, in any contest', () => {
    expect(check(null, false)).toBeNull();
    expect(check(undefined, true)).toBeNull();
  });

  it('accepts a starter of the race other than the pick', () => {
    expect(check(2)).toBeNull();
    expect(check(4)).toBeNull();
  });

  it('refuses, in this order: no alternates, another race, the pick itself, scratched, coupled', () => {
    expect(check(2, false)).toBe('notEnabled');
    expect(check(99)).toBe('notInRace');
    expect(check(1)).toBe('samePick');
    expect(check(3)).toBe('scratched');
    const coupledField = [...field, runner(5, '1A')];
    expect(
      alternateProblem({ alternatesEnabled: true, pickId: 1, alternateId: 5, runners: coupledField }),
    ).toBe('coupled');
  });

  /** The reference: the rules as the issue states them, one by one. */
  function referenceProblem(
    enabled: boolean,
    pickId: number,
    alternateId: number | null,
    runners: AlternateRunner<number>[],
  ) {
    if (alternateId === null) return null;
    if (!enabled) return 'notEnabled';
    const alternate = runners.find((r) => r.id === alternateId);
    if (alternate === undefined) return 'notInRace';
    if (alternateId === pickId) return 'samePick';
    if (alternate.scratched) return 'scratched';
    const pick = runners.find((r) => r.id === pickId);
    const number = (text: string) => text.replace(/[ABCX]$/, '');
    if (pick && pick.programNumber !== '' && number(pick.programNumber) === number(alternate.programNumber))
      return 'coupled';
    return null;
  }

  it('agrees with the reference on random races', () => {
    const programNumber = fc.constantFrom('', '1', '1A', '1X', '2', '2B', '3', 'AE1');
    fc.assert(
      fc.property(
        fc.array(fc.record({ programNumber, scratched: fc.boolean() }), { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 7 }),
        fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
        (rows, enabled, pickId, alternateId) => {
          const runners = rows.map((row, id) => ({ id, ...row }));
          expect(alternateProblem({ alternatesEnabled: enabled, pickId, alternateId, runners })).toBe(
            referenceProblem(enabled, pickId, alternateId, runners),
          );
        },
      ),
    );
  });
});

describe('alternateChoices', () => {
  const coupledField = [...field, runner(5, '1A')];
  const ids = (pickId: number | null) => alternateChoices(pickId, coupledField).map((choice) => choice.id);

  it('offers every starter while no pick is chosen', () => {
    expect(ids(null)).toEqual([1, 2, 4, 5]);
  });

  it('leaves out the pick, the scratched and the runners coupled with the pick', () => {
    expect(ids(1)).toEqual([2, 4]);
    expect(ids(5)).toEqual([2, 4]);
    expect(ids(2)).toEqual([1, 4, 5]);
  });
});

describe('scoredRunnerWithAlternate', () => {
  it('scores the pick when it ran, whatever the alternate', () => {
    expect(scoredRunnerWithAlternate(1, 2, field)).toEqual({ runnerId: 1, reason: null });
    expect(scoredRunnerWithAlternate(1, null, field)).toEqual({ runnerId: 1, reason: null });
  });

  it('scores a scratched pick as its alternate when the alternate ran', () => {
    expect(scoredRunnerWithAlternate(3, 4, field)).toEqual({ runnerId: 4, reason: 'alternate' });
  });

  it('scores a scratched pick as the favorite without an alternate, or when the alternate was scratched too', () => {
    expect(scoredRunnerWithAlternate(3, null, field)).toEqual({ runnerId: 2, reason: 'favorite' });
    const bothOut = field.map((r) => (r.id === 4 ? { ...r, scratched: true } : r));
    expect(scoredRunnerWithAlternate(3, 4, bothOut)).toEqual({ runnerId: 2, reason: 'favorite' });
    expect(scoredRunnerWithAlternate(3, 4, bothOut, 1)).toEqual({ runnerId: 1, reason: 'favorite' });
  });

  it('agrees with the reference: pick if it ran, else a starting alternate, else the favorite', () => {
    const line = fc.constantFrom('2-1', '5-2', '9-2', '', 'EVEN');
    fc.assert(
      fc.property(
        fc.array(fc.record({ scratched: fc.boolean(), morningLine: line }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.option(fc.nat(), { nil: null }),
        fc.option(fc.nat(), { nil: null }),
        (rows, pickIndex, alternateIndex, markedIndex) => {
          const runners = rows.map((row, id) => ({ id, programNumber: String(id + 1), ...row }));
          const pickId = pickIndex % runners.length;
          const alternateId = alternateIndex === null ? null : alternateIndex % (runners.length + 1);
          const marked = markedIndex === null ? null : markedIndex % runners.length;
          const ran = (id: number | null) => runners.some((r) => r.id === id && !r.scratched);
          const expected = ran(pickId)
            ? { runnerId: pickId, reason: null }
            : ran(alternateId)
              ? { runnerId: alternateId, reason: 'alternate' }
              : { runnerId: postTimeFavorite(runners, marked), reason: 'favorite' };
          expect(scoredRunnerWithAlternate(pickId, alternateId, runners, marked)).toEqual(expected);
        },
      ),
    );
  });
});
