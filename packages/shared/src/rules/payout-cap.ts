import { playReturnCents } from './scoring';

/**
 * Payout caps: a contest may cap what a $2 win pays (`winPayoutCap`, e.g. $42 is 20-1). Scoring uses
 * the lesser of the official payoff and the cap: a Win contest scores the capped payoff, WinBankroll returns the
 * capped payoff × stake / $2. No cap (null) scores the payoff as it is.
 */

/** The $2 payoff a contest scores: min(payoff, cap), or the payoff when there is no cap. Integer cents. */
export function cappedPayoffCents(payoffCents: number, capCents: number | null): number {
  return capCents === null ? payoffCents : Math.min(payoffCents, capCents);
}

/** Whether the cap lowered the payoff (the play then shows '$50.00, capped at $42.00'). */
export const isPayoffCapped = (payoffCents: number, capCents: number | null) =>
  capCents !== null && payoffCents > capCents;

/** What a winning play returns under the contest's cap: floor(min(payoff, cap) × stake / $2). */
export const cappedPlayReturnCents = (payoffCents: number, stakeCents: number, capCents: number | null) =>
  playReturnCents(cappedPayoffCents(payoffCents, capCents), stakeCents);
