import { PAYOUT_BASIS_DOLLARS } from '@cj/shared/constants';
import { playReturnCents } from '@cj/shared/rules/scoring';

/** One race of a mythical contest: the runner played, the stake, and its $2 win payoff (null: it lost). */
export interface ExamplePlay {
  race: number;
  runner: string;
  stakeCents: number;
  payoffCents: number | null;
}

export interface ExampleRow extends ExamplePlay {
  returnCents: number;
  /** The score after the race: the bankroll (Win Bankroll) or the total payout value (Win). */
  totalCents: number;
}

export const PAYOUT_BASIS_CENTS = PAYOUT_BASIS_DOLLARS * 100;

/** The mythical Win Bankroll Contest: a $100 bankroll, a $10 minimum in each race. */
export const WIN_BANKROLL_EXAMPLE = {
  startingBankrollCents: 10_000,
  raceMinimumCents: 1_000,
  plays: [
    { race: 1, runner: '#4 Midnight Gallop', stakeCents: 1_000, payoffCents: 840 },
    { race: 2, runner: '#2 Copper Lantern', stakeCents: 2_000, payoffCents: null },
    { race: 3, runner: '#7 Harbor Breeze', stakeCents: 1_500, payoffCents: 520 },
  ],
} as const satisfies { startingBankrollCents: number; raceMinimumCents: number; plays: ExamplePlay[] };

/** The mythical Win Contest: the same picks, each a fixed $2 win bet. */
export const WIN_EXAMPLE = {
  plays: WIN_BANKROLL_EXAMPLE.plays.map((play) => ({ ...play, stakeCents: PAYOUT_BASIS_CENTS })),
} satisfies { plays: ExamplePlay[] };

/** Win Bankroll: each stake leaves the bankroll, each winner's return comes back into it. */
export function bankrollRows(startingBankrollCents: number, plays: readonly ExamplePlay[]): ExampleRow[] {
  let bankroll = startingBankrollCents;
  return plays.map((play) => {
    const returnCents = play.payoffCents === null ? 0 : playReturnCents(play.payoffCents, play.stakeCents);
    bankroll = bankroll - play.stakeCents + returnCents;
    return { ...play, returnCents, totalCents: bankroll };
  });
}

/** Win: the score is the sum of the $2 payoffs of the winners; nothing is spent. */
export function winRows(plays: readonly ExamplePlay[]): ExampleRow[] {
  let total = 0;
  return plays.map((play) => {
    const returnCents = play.payoffCents === null ? 0 : playReturnCents(play.payoffCents, play.stakeCents);
    total += returnCents;
    return { ...play, returnCents, totalCents: total };
  });
}
