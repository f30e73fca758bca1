import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContestFormat } from '../enums';
import { cappedPlayReturnCents } from './payout-cap';
import { rankPlayers } from './ranking';
import { type PlayerPlay, playerBankrolls } from './scoring';
import { checkStake } from './stakes';
import {
  boardOf,
  formatOdds,
  MIN_WIN_PAYOFF_CENTS,
  type StandingInput,
  type StandingRace,
  standing,
} from './standing';

const race = (overrides: Partial<StandingRace> & { raceNumber?: number } = {}): StandingRace => {
  const { raceNumber = 5, ...rest } = overrides;
  return {
    contestRaceId: raceNumber * 10,
    race: {
      isWageringClosed: false,
      finalized: false,
      raceNumber,
      postTime: `2026-11-23T1${raceNumber}:00:00Z`,
    },
    maxWagers: 1,
    minWagerAmountCents: 0,
    entryPlays: 0,
    ...rest,
  };
};

const closed = (raceNumber: number): StandingRace => {
  const open = race({ raceNumber });
  return { ...open, race: { ...open.race, isWageringClosed: true } };
};

const input = (overrides: Partial<StandingInput> = {}): StandingInput => ({
  format: ContestFormat.Win,
  board: boardOf([5_000, 3_000, 1_600, 500], [1, 2, 3]),
  entry: { bankrollCents: 300, leaderboardBankrollCents: 300 },
  races: [race()],
  picksLockAt: 'each-race',
  winPayoutCapCents: null,
  // Before every post time of the races above.
  now: new Date('2026-11-23T09:00:00Z'),
  ...overrides,
});

describe('the board', () => {
  it('puts the line at the last prized place, 0 when fewer entries hold it, none without prizes', () => {
    expect(boardOf([900, 700, 700, 100], [2, 1, 3])).toEqual({
      leaderCents: 900,
      prizeLine: { place: 3, leaderboardBankrollCents: 700 },
    });
    expect(boardOf([900], [1, 3])).toEqual({
      leaderCents: 900,
      prizeLine: { place: 3, leaderboardBankrollCents: 0 },
    });
    expect(boardOf([900], [])).toEqual({ leaderCents: 900, prizeLine: null });
    expect(boardOf([], [0, -1])).toEqual({ leaderCents: 0, prizeLine: null });
  });
});

describe('odds', () => {
  it("shows payoff / 2 − 1 as 'N-1', rounded down; odds-on as the tote's fractions", () => {
    expect(formatOdds(1_460)).toBe('6-1');
    expect(formatOdds(1_400)).toBe('6-1');
    expect(formatOdds(400)).toBe('1-1');
    expect(formatOdds(390)).toBe('4-5');
    expect(formatOdds(300)).toBe('1-2');
    expect(formatOdds(240)).toBe('1-5');
    expect(formatOdds(MIN_WIN_PAYOFF_CENTS)).toBe('1-20');
  });
});

describe('where an entry stands', () => {
  it('a Win entry $13 behind the line needs a $13.00 winner in the next open race', () => {
    const result = standing(input({ races: [closed(4), race({ raceNumber: 5 }), race({ raceNumber: 6 })] }));
    expect(result).toMatchObject({
      prizeLine: { place: 3, leaderboardBankrollCents: 1_600 },
      toPrizeLineCents: 1_300,
      toLeaderCents: 4_700,
      openRace: { contestRaceId: 50, raceNumber: 5 },
      nextRace: { contestRaceId: 50, raceNumber: 5, neededWinPayoffCents: 1_300, neededOdds: '5-1' },
    });
  });

  it('WinBankroll plays the whole bankroll: $50 (with $10 open elsewhere) to reach $200 needs a $7.60 winner', () => {
    const result = standing(
      input({
        format: ContestFormat.WinBankroll,
        board: boardOf([30_000, 20_000, 6_000], [1, 2]),
        entry: { bankrollCents: 5_000, leaderboardBankrollCents: 6_000 },
      }),
    );
    // 1_000 open + floor(p × 5_000 / 200) ≥ 20_000  ⇔  p ≥ 760.
    expect(result.nextRace).toMatchObject({ neededWinPayoffCents: 760, neededOdds: '2-1' });
  });

  it('asks nothing when in the money, when the cap keeps every winner below the line, or when no race is open', () => {
    expect(
      standing(input({ entry: { bankrollCents: 1_600, leaderboardBankrollCents: 1_600 } })),
    ).toMatchObject({
      toPrizeLineCents: 0,
      nextRace: null,
    });
    expect(standing(input({ winPayoutCapCents: 1_200 })).nextRace).toBeNull();
    expect(standing(input({ winPayoutCapCents: 1_300 })).nextRace?.neededWinPayoffCents).toBe(1_300);
    expect(standing(input({ races: [closed(5)] }))).toMatchObject({ openRace: null, nextRace: null });
    expect(standing(input({ board: boardOf([5_000], []) }))).toMatchObject({
      prizeLine: null,
      nextRace: null,
    });
  });

  it('skips races the entry may not play: its most plays made, or a WinBankroll minimum above the bankroll', () => {
    const races = [
      race({ raceNumber: 3, entryPlays: 1 }),
      race({ raceNumber: 4, minWagerAmountCents: 1_000 }),
      race(),
    ];
    expect(standing(input({ races })).openRace?.raceNumber).toBe(4);
    expect(
      standing(
        input({
          races,
          format: ContestFormat.WinBankroll,
          entry: { bankrollCents: 500, leaderboardBankrollCents: 500 },
        }),
      ).openRace?.raceNumber,
    ).toBe(5);
  });

  it('in Pick & Pray no race is open once the first race closes', () => {
    expect(standing(input({ picksLockAt: 'first-race', races: [closed(1), race()] })).openRace).toBeNull();
    expect(
      standing(input({ picksLockAt: 'each-race', races: [closed(1), race()] })).openRace?.raceNumber,
    ).toBe(5);
  });

  it('rounds the needed payoff up to $0.10 and never below $2.10', () => {
    expect(
      standing(input({ entry: { bankrollCents: 1_595, leaderboardBankrollCents: 1_595 } })).nextRace
        ?.neededWinPayoffCents,
    ).toBe(MIN_WIN_PAYOFF_CENTS);
    expect(
      standing(input({ entry: { bankrollCents: 345, leaderboardBankrollCents: 345 } })).nextRace
        ?.neededWinPayoffCents,
    ).toBe(1_260);
  });
});

/**
 * The brute-force reference: try every $2 payoff from $2.10 in $0.10 steps, place the play as the stake rules
 * allow, score it (cap included), recompute the entry's bankrolls from its plays and re-rank the whole board; the
 * first payoff that ranks the entry within the prized places is the answer.
 */
function referencePayoff(
  format: ContestFormat,
  others: readonly number[],
  entry: { bankrollCents: number; openStakesCents: number },
  lastPlace: number,
  minWagerAmountCents: number,
  capCents: number | null,
): number | null {
  const check = checkStake({
    format,
    amountCents: entry.bankrollCents,
    minWagerAmountCents,
    bankrollCents: entry.bankrollCents,
  });
  if (!check.ok) return null;
  const history: PlayerPlay[] =
    format === ContestFormat.Win
      ? [{ stakeCents: 200, finalized: true, returnCents: entry.bankrollCents }]
      : [{ stakeCents: entry.openStakesCents, finalized: false, returnCents: 0 }];
  const ceiling = capCents === null ? 1_000_000 : capCents + 10;
  for (let payoff = MIN_WIN_PAYOFF_CENTS; payoff <= ceiling; payoff += 10) {
    const { leaderboardBankrollCents } = playerBankrolls({
      format,
      startingBankrollCents: entry.bankrollCents + entry.openStakesCents,
      plays: [
        ...history,
        {
          stakeCents: check.stakeCents,
          finalized: true,
          returnCents: cappedPlayReturnCents(payoff, check.stakeCents, capCents),
        },
      ],
    });
    const ranked = rankPlayers([
      ...others.map((cents) => ({ me: false, leaderboardBankrollCents: cents })),
      { me: true, leaderboardBankrollCents },
    ]);
    if (ranked.find((row) => row.me)!.rank <= lastPlace) return payoff;
  }
  return null;
}

describe('the needed payoff against the brute-force reference', () => {
  it('agrees for either format, any board, prizes, cap and race minimum', () => {
    const cents = fc.integer({ min: 0, max: 20_000 });
    fc.assert(
      fc.property(
        fc.constantFrom(ContestFormat.Win, ContestFormat.WinBankroll),
        fc.array(cents, { maxLength: 8 }),
        cents,
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(0, 200, 500, 2_000),
        fc.option(fc.integer({ min: 210, max: 6_000 }), { nil: null }),
        (format, others, bankrollCents, openStakes, lastPlace, minWagerAmountCents, capCents) => {
          const openStakesCents = format === ContestFormat.Win ? 0 : openStakes;
          const entry = { bankrollCents, leaderboardBankrollCents: bankrollCents + openStakesCents };
          const ranked = [...others, entry.leaderboardBankrollCents].sort((a, b) => b - a);
          const result = standing({
            format,
            board: boardOf(ranked, [1, lastPlace]),
            entry,
            races: [race({ minWagerAmountCents })],
            picksLockAt: 'each-race',
            winPayoutCapCents: capCents,
            now: new Date('2026-11-23T09:00:00Z'),
          });
          const behind = result.toPrizeLineCents > 0;
          const reference = behind
            ? referencePayoff(
                format,
                others,
                { bankrollCents, openStakesCents },
                lastPlace,
                minWagerAmountCents,
                capCents,
              )
            : null;
          expect(result.nextRace?.neededWinPayoffCents ?? null).toBe(reference);
          expect(result.toLeaderCents).toBe(Math.max(0, ranked[0]! - entry.leaderboardBankrollCents));
          if (result.nextRace) {
            const { neededWinPayoffCents, neededOdds } = result.nextRace;
            expect(neededWinPayoffCents % 10).toBe(0);
            expect(neededOdds).toBe(formatOdds(neededWinPayoffCents));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
