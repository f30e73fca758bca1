import { MINIMUM_STAKE_DOLLARS, WIN_STAKE_DOLLARS } from '../constants';
import { ContestFormat } from '../enums';
import { insufficientFundsLeft, PLAY_MESSAGES } from '../play-messages';

/**
 * Stakes of a play (ARCHITECTURE.md §4, spec §5). Win format: the stake is always $2 and no bankroll is spent.
 * WinBankroll: the stake is at least the contest race's minimum ($2 when that minimum is 0) and at most the
 * entry's bankroll; placing the play takes the stake from the bankroll.
 */

export const WIN_STAKE_CENTS = WIN_STAKE_DOLLARS * 100;
export const MINIMUM_STAKE_CENTS = MINIMUM_STAKE_DOLLARS * 100;

/** The smallest WinBankroll stake on a contest race: its minWagerAmount, or $2 when that is 0 (or less). */
export function minimumStakeCents(minWagerAmountCents: number): number {
  return minWagerAmountCents > 0 ? minWagerAmountCents : MINIMUM_STAKE_CENTS;
}

export interface StakeInput {
  format: ContestFormat;
  /** The amount asked for, in integer cents. Ignored in the Win format. */
  amountCents: number;
  /** The contest race's minWagerAmount in cents; 0 means the $2 default minimum. */
  minWagerAmountCents: number;
  /** The entry's bankroll now, in cents. Not used in the Win format. */
  bankrollCents: number;
}

export type StakeCheck =
  | { ok: true; stakeCents: number; bankrollSpentCents: number }
  | { ok: false; message: string };

/**
 * Whether a play may be placed with this amount, and what it stakes and spends. Checks in order: the amount is
 * an integer of cents ('Amount must be a number.'), then the minimum, then the bankroll — so an amount that is
 * both below the minimum and above the bankroll gets the minimum's message. A contest without a format
 * (ContestFormat.None) takes no plays.
 */
export function checkStake({
  format,
  amountCents,
  minWagerAmountCents,
  bankrollCents,
}: StakeInput): StakeCheck {
  if (format === ContestFormat.Win) {
    return { ok: true, stakeCents: WIN_STAKE_CENTS, bankrollSpentCents: 0 };
  }
  if (format !== ContestFormat.WinBankroll) return { ok: false, message: PLAY_MESSAGES.noFormat };
  if (!Number.isSafeInteger(amountCents)) return { ok: false, message: PLAY_MESSAGES.amountNotANumber };
  if (amountCents < minimumStakeCents(minWagerAmountCents)) {
    return {
      ok: false,
      message: minWagerAmountCents > 0 ? PLAY_MESSAGES.belowMinimum : PLAY_MESSAGES.belowTwoDollars,
    };
  }
  if (amountCents > bankrollCents) return { ok: false, message: insufficientFundsLeft(bankrollCents) };
  return { ok: true, stakeCents: amountCents, bankrollSpentCents: amountCents };
}
