import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPastPost, isRaceClosed, isRaceOpen, raceState } from './race-state';

const POST = '2026-11-28T18:00:00.000Z';
const before = new Date('2026-11-28T17:59:59.999Z');
const atPost = new Date(POST);

describe('the state of a race', () => {
  it('is open before its post time until an operator closes it, then closed, then finalized', () => {
    expect(raceState({ isWageringClosed: false, finalized: false, postTime: POST }, before)).toBe('open');
    expect(raceState({ isWageringClosed: true, finalized: false, postTime: POST }, before)).toBe('closed');
    expect(raceState({ isWageringClosed: true, finalized: true, postTime: POST }, before)).toBe('finalized');
  });

  it('closes by itself at its post time, to the millisecond, with nobody pressing anything', () => {
    const race = { isWageringClosed: false, finalized: false, postTime: POST };
    expect(isPastPost(race, before)).toBe(false);
    expect(isPastPost(race, atPost)).toBe(true);
    expect(raceState(race, atPost)).toBe('closed');
    expect(raceState(race, atPost.getTime())).toBe('closed');
    expect(raceState({ ...race, postTime: new Date(POST) }, before)).toBe('open');
  });

  it('counts a finalized race as finalized even if its wagering flag was never set', () => {
    expect(raceState({ isWageringClosed: false, finalized: true, postTime: POST }, before)).toBe('finalized');
  });

  it('takes plays only while open: not closed, not finalized and before post', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -10_000, max: 10_000 }),
        (closed, finalized, ms) => {
          const race = { isWageringClosed: closed, finalized, postTime: POST };
          const now = atPost.getTime() + ms;
          expect(isRaceOpen(race, now)).toBe(!closed && !finalized && ms < 0);
          expect(isRaceClosed(race, now)).toBe(closed || finalized || ms >= 0);
        },
      ),
    );
  });
});
