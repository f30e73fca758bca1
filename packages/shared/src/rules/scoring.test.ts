import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContestFormat } from '../enums';
import {
  initialBankrollCents,
  leaderboardBankrollCents,
  PAYOUT_BASIS_CENTS,
  playerBankrolls,
  playReturnCents,
  raceReturnCents,
} from './scoring';

const cents = (max: number) => fc.integer({ min: 0, max });

describe('playReturnCents', () => {
  it.each([
    [840, 200, 840],
    [840, 1_000, 4_200],
    [840, 500, 2_100],
    [850, 333, 1_415],
    [1_030, 300, 1_545],
    [210, 200, 210],
    [333, 100, 166],
    [0, 1_000, 0],
    [840, 0, 0],
  ])('a $2 payoff of %d cents on a stake of %d cents returns %d cents', (payoff, stake, expected) => {
    expect(playReturnCents(payoff, stake)).toBe(expected);
  });

  it('is the payoff itself on a $2 stake', () => {
    expect(PAYOUT_BASIS_CENTS).toBe(200);
    fc.assert(
      fc.property(cents(10_000_000), (payoff) => {
        expect(playReturnCents(payoff, 200)).toBe(payoff);
      }),
      { numRuns: 200 },
    );
  });

  it('rounds down to the cent, exactly, even for products beyond 2^53', () => {
    expect(playReturnCents(Number.MAX_SAFE_INTEGER, 3)).toBe(
      Number((BigInt(Number.MAX_SAFE_INTEGER) * 3n) / 200n),
    );
    fc.assert(
      fc.property(
        fc.oneof(cents(100_000), cents(Number.MAX_SAFE_INTEGER)),
        fc.oneof(cents(100_000), cents(2 ** 40)),
        (payoff, stake) => {
          expect(playReturnCents(payoff, stake)).toBe(Number((BigInt(payoff) * BigInt(stake)) / 200n));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rounds down exactly near the safe-integer limit', () => {
    const payoff = 2 ** 45 - 1;
    expect(playReturnCents(payoff, 199)).toBe(Number((BigInt(payoff) * 199n) / 200n));
    expect(playReturnCents(2 ** 46, 199)).toBe(Number((2n ** 46n * 199n) / 200n));
  });

  it.each([
    [-1, 200],
    [200, -1],
    [8.4, 200],
    [840, 2.5],
    [Number.NaN, 200],
  ])('throws for payoff %d and stake %d', (payoff, stake) => {
    expect(() => playReturnCents(payoff, stake)).toThrow(RangeError);
  });
});

describe('raceReturnCents', () => {
  const results = [{ runnerId: 7, payoffCents: 840 }];
  const deadHeat = [
    { runnerId: 3, payoffCents: 520 },
    { runnerId: 8, payoffCents: 1_160 },
  ];

  it('returns the payoff on a winner and nothing on a loser', () => {
    expect(raceReturnCents(results, 7, 1_000)).toBe(4_200);
    expect(raceReturnCents(results, 6, 1_000)).toBe(0);
  });

  it('pays each dead-heat winner its own payoff', () => {
    expect(raceReturnCents(deadHeat, 3, 200)).toBe(520);
    expect(raceReturnCents(deadHeat, 8, 400)).toBe(2_320);
    expect(raceReturnCents(deadHeat, 5, 400)).toBe(0);
  });

  it('returns nothing without results or without a runner to score', () => {
    expect(raceReturnCents([], 7, 200)).toBe(0);
    expect(raceReturnCents(results, null, 200)).toBe(0);
  });

  it('counts the first result of a runner listed twice', () => {
    expect(
      raceReturnCents(
        [
          { runnerId: 'a', payoffCents: 400 },
          { runnerId: 'a', payoffCents: 900 },
        ],
        'a',
        200,
      ),
    ).toBe(400);
  });

  it('matches a reference over random results', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ runnerId: fc.integer({ min: 1, max: 12 }), payoffCents: cents(50_000) }), {
          selector: (result) => result.runnerId,
          maxLength: 3,
        }),
        fc.option(fc.integer({ min: 1, max: 12 })),
        cents(100_000),
        (winResults, runnerId, stake) => {
          const winner = winResults.filter((result) => result.runnerId === runnerId);
          const expected = winner.length === 0 ? 0 : Math.floor((winner[0]!.payoffCents * stake) / 200);
          expect(raceReturnCents(winResults, runnerId, stake)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('initialBankrollCents and leaderboardBankrollCents', () => {
  it('starts a WinBankroll entry with the starting bankroll and a Win entry with 0', () => {
    expect(initialBankrollCents(ContestFormat.WinBankroll, 100_000)).toBe(100_000);
    expect(initialBankrollCents(ContestFormat.Win, 100_000)).toBe(0);
  });

  it('mirrors the bankroll in Win and adds open stakes in WinBankroll', () => {
    expect(leaderboardBankrollCents(ContestFormat.Win, 4_200, 999)).toBe(4_200);
    expect(leaderboardBankrollCents(ContestFormat.WinBankroll, 90_000, 1_000)).toBe(91_000);
  });
});

describe('entryBankrolls', () => {
  it('Win: both are the sum of returns on finalized races; open plays and the start do not count', () => {
    expect(
      playerBankrolls({
        format: ContestFormat.Win,
        startingBankrollCents: 100_000,
        plays: [
          { stakeCents: 200, finalized: true, returnCents: 840 },
          { stakeCents: 200, finalized: true, returnCents: 0 },
          { stakeCents: 200, finalized: true, returnCents: 1_260 },
          { stakeCents: 200, finalized: false, returnCents: 0 },
        ],
      }),
    ).toEqual({ bankrollCents: 2_100, leaderboardBankrollCents: 2_100 });
  });

  it('WinBankroll: stakes leave the bankroll, returns come back, open stakes count on the board', () => {
    expect(
      playerBankrolls({
        format: ContestFormat.WinBankroll,
        startingBankrollCents: 10_000,
        plays: [
          { stakeCents: 1_000, finalized: true, returnCents: 4_200 },
          { stakeCents: 500, finalized: true, returnCents: 0 },
          { stakeCents: 2_000, finalized: false, returnCents: 0 },
        ],
      }),
    ).toEqual({ bankrollCents: 10_700, leaderboardBankrollCents: 12_700 });
  });

  it('WinBankroll without plays: both are the starting bankroll', () => {
    expect(
      playerBankrolls({ format: ContestFormat.WinBankroll, startingBankrollCents: 10_000, plays: [] }),
    ).toEqual({
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
  });

  it('matches the incremental rules replayed play by play and race by race', () => {
    const play = fc.record({
      race: fc.integer({ min: 0, max: 3 }),
      stakeCents: cents(5_000),
      returnCents: cents(50_000),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(ContestFormat.Win, ContestFormat.WinBankroll),
        cents(1_000_000),
        fc.array(play, { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 3 })),
        (format, start, plays, finalizedRaces) => {
          const isWin = format === ContestFormat.Win;
          // Replay: enroll, place every play, then finalize the races one after another.
          let bankroll = isWin ? 0 : start;
          for (const p of plays) if (!isWin) bankroll -= p.stakeCents;
          for (const race of finalizedRaces) {
            for (const p of plays) if (p.race === race) bankroll += p.returnCents;
          }
          const isFinal = (race: number) => finalizedRaces.includes(race);
          const sumOfReturns = plays
            .filter((p) => isFinal(p.race))
            .reduce((sum, p) => sum + p.returnCents, 0);
          const openStakes = plays.filter((p) => !isFinal(p.race)).reduce((sum, p) => sum + p.stakeCents, 0);
          const leaderboard = isWin ? sumOfReturns : bankroll + openStakes;

          const result = playerBankrolls({
            format,
            startingBankrollCents: start,
            plays: plays.map((p) => ({
              stakeCents: p.stakeCents,
              finalized: isFinal(p.race),
              returnCents: p.returnCents,
            })),
          });
          expect(result).toEqual({ bankrollCents: bankroll, leaderboardBankrollCents: leaderboard });
          if (isWin) expect(result.bankrollCents).toBe(result.leaderboardBankrollCents);
          else
            expect(result.leaderboardBankrollCents).toBe(
              start + sumOfReturns - (plays.reduce((s, p) => s + p.stakeCents, 0) - openStakes),
            );
        },
      ),
      { numRuns: 200 },
    );
  });
});
