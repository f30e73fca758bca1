import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arePicksOpen, arePlaysShown, firstRaceOf, type PicksLockAt } from './picks-lock';

const POST = '2026-11-28T18:00:00.000Z';
const now = new Date('2026-11-28T17:00:00.000Z');
const open = { isWageringClosed: false, finalized: false, postTime: POST };
const closed = { isWageringClosed: true, finalized: false, postTime: POST };
const finalized = { isWageringClosed: true, finalized: true, postTime: POST };
const pastPost = { isWageringClosed: false, finalized: false, postTime: '2026-11-28T16:59:00.000Z' };

describe('arePicksOpen', () => {
  it('each race: a race takes plays until its own wagering closes, whatever the first race did', () => {
    expect(arePicksOpen({ picksLockAt: 'each-race', race: open, firstRaceClosed: true, now })).toBe(true);
    expect(arePicksOpen({ picksLockAt: 'each-race', race: closed, firstRaceClosed: false, now })).toBe(false);
  });

  it('each race: a race past its post time takes no plays, though nobody closed it', () => {
    expect(arePicksOpen({ picksLockAt: 'each-race', race: pastPost, firstRaceClosed: false, now })).toBe(
      false,
    );
    expect(arePicksOpen({ picksLockAt: 'first-race', race: pastPost, firstRaceClosed: false, now })).toBe(
      false,
    );
  });

  it('Pick & Pray: every race closes with the first race', () => {
    expect(arePicksOpen({ picksLockAt: 'first-race', race: open, firstRaceClosed: false, now })).toBe(true);
    expect(arePicksOpen({ picksLockAt: 'first-race', race: open, firstRaceClosed: true, now })).toBe(false);
    expect(arePicksOpen({ picksLockAt: 'first-race', race: finalized, firstRaceClosed: false, now })).toBe(
      false,
    );
  });

  it('agrees with the reference, and plays are shown to others exactly when picks are closed', () => {
    const flags = fc.record({
      isWageringClosed: fc.boolean(),
      finalized: fc.boolean(),
      postTime: fc.constantFrom(POST, pastPost.postTime),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<PicksLockAt>('each-race', 'first-race'),
        flags,
        fc.boolean(),
        (picksLockAt, race, firstRaceClosed) => {
          const raceOpen = !race.isWageringClosed && !race.finalized && race.postTime === POST;
          const reference = picksLockAt === 'each-race' ? raceOpen : raceOpen && !firstRaceClosed;
          expect(arePicksOpen({ picksLockAt, race, firstRaceClosed, now })).toBe(reference);
          expect(arePlaysShown({ picksLockAt, race, firstRaceClosed, now })).toBe(!reference);
        },
      ),
    );
  });
});

describe('firstRaceOf', () => {
  it('is undefined without races', () => {
    expect(firstRaceOf([])).toBeUndefined();
  });

  it('is the earliest post time, then the lowest race number, then the first given', () => {
    const row = (id: number, postTime: string, raceNumber: number) => ({
      id,
      race: { postTime, raceNumber },
    });
    const races = [
      row(1, '2026-11-23T18:00:00Z', 3),
      row(2, '2026-11-23T17:00:00Z', 5),
      row(3, '2026-11-23T17:00:00Z', 4),
      row(4, '2026-11-23T17:00:00Z', 4),
    ];
    expect(firstRaceOf(races)?.id).toBe(3);
  });

  it('agrees with sorting by (post time, race number, position)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ at: fc.integer({ min: 0, max: 5 }), raceNumber: fc.integer({ min: 1, max: 4 }) }),
        ),
        (rows) => {
          const races = rows.map((row, id) => ({
            id,
            race: { postTime: new Date(Date.UTC(2026, 10, 23, 12 + row.at)), raceNumber: row.raceNumber },
          }));
          const sorted = [...races].sort(
            (a, b) =>
              a.race.postTime.getTime() - b.race.postTime.getTime() ||
              a.race.raceNumber - b.race.raceNumber ||
              a.id - b.id,
          );
          expect(firstRaceOf(races)?.id).toBe(sorted[0]?.id);
        },
      ),
    );
  });
});
