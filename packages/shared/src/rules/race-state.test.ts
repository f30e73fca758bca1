import { describe, expect, it } from 'vitest';
import { isRaceClosed, isRaceOpen, raceState } from './race-state';

describe('the state of a race', () => {
  it('is open until wagering closes, then closed, then finalized', () => {
    expect(raceState({ isWageringClosed: false, finalized: false })).toBe('open');
    expect(raceState({ isWageringClosed: true, finalized: false })).toBe('closed');
    expect(raceState({ isWageringClosed: true, finalized: true })).toBe('finalized');
  });

  it('counts a finalized race as finalized even if its wagering flag was never set', () => {
    expect(raceState({ isWageringClosed: false, finalized: true })).toBe('finalized');
  });

  it('takes plays only while open, and is closed to them otherwise', () => {
    for (const isWageringClosed of [false, true]) {
      for (const finalized of [false, true]) {
        const race = { isWageringClosed, finalized };
        expect(isRaceOpen(race)).toBe(!isWageringClosed && !finalized);
        expect(isRaceClosed(race)).toBe(isWageringClosed || finalized);
      }
    }
  });
});
