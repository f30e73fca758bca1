import { PAYOUT_BASIS_DOLLARS } from '../constants';
import { ContestFormat } from '../enums';

/**
 * Scoring at finalize (ARCHITECTURE.md §4). Payoffs are the official $2 win payoffs, so a play on a winner
 * returns payoff × stake / $2. All amounts are integer cents.
 */

export const PAYOUT_BASIS_CENTS = PAYOUT_BASIS_DOLLARS * 100;

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer of cents, got ${value}`);
  }
}

/**
 * What a winning play returns: payoffCents × stakeCents / 200, rounded DOWN to the cent (a $2 payoff of $8.40
 * on a $5 stake returns $21.00; $8.50 on $3.33 returns $14.1525 → $14.15). Integer arithmetic throughout,
 * exact for any size. Throws a RangeError for a negative or non-integer amount (a programming error).
 */
export function playReturnCents(payoffCents: number, stakeCents: number): number {
  assertCents('payoffCents', payoffCents);
  assertCents('stakeCents', stakeCents);
  const product = payoffCents * stakeCents;
  if (Number.isSafeInteger(product)) return (product - (product % PAYOUT_BASIS_CENTS)) / PAYOUT_BASIS_CENTS;
  return Number((BigInt(payoffCents) * BigInt(stakeCents)) / BigInt(PAYOUT_BASIS_CENTS));
}

/** One Win result of a race. Several for one race mean a dead heat, each winner with its own payoff. */
export interface WinResult<Id> {
  runnerId: Id;
  payoffCents: number;
}

/**
 * What a play returns given its race's Win results: the payoff of its runner if that runner is among them
 * (dead heat: any of them, each with its own payoff), else 0. `runnerId` is the runner the play is scored on,
 * after late-scratch substitution (null when there was nothing to substitute: returns 0). Should a runner
 * appear twice in the results, its first result counts.
 */
export function raceReturnCents<Id>(
  winResults: readonly WinResult<Id>[],
  runnerId: Id | null,
  stakeCents: number,
): number {
  if (runnerId === null) return 0;
  const result = winResults.find((winResult) => winResult.runnerId === runnerId);
  return result ? playReturnCents(result.payoffCents, stakeCents) : 0;
}

/** An entry's bankroll when it enrolls: the contest's starting bankroll in WinBankroll, 0 in Win. */
export function initialBankrollCents(format: ContestFormat, startingBankrollCents: number): number {
  return format === ContestFormat.Win ? 0 : startingBankrollCents;
}

/**
 * The leaderboard bankroll from the (already updated) bankroll. Win: the bankroll is the sum of returns and
 * the leaderboard mirrors it. WinBankroll: the bankroll plus the stakes of the entry's plays on races not yet
 * finalized, so an open play does not look like a loss on the board.
 */
export function leaderboardBankrollCents(
  format: ContestFormat,
  bankrollCents: number,
  openStakesCents: number,
): number {
  return format === ContestFormat.Win ? bankrollCents : bankrollCents + openStakesCents;
}

export interface PlayerPlay {
  stakeCents: number;
  /** Whether the play's race is finalized. */
  finalized: boolean;
  /** The play's return (raceReturnCents); read only when finalized. */
  returnCents: number;
}

export interface PlayerBankrolls {
  bankrollCents: number;
  leaderboardBankrollCents: number;
}

/**
 * An entry's bankroll and leaderboard bankroll recomputed from scratch from its plays, as the incremental
 * rules leave them: enrolling sets initialBankrollCents; in WinBankroll placing a play takes its stake from
 * the bankroll; finalizing a race adds each play's return to the bankroll; the leaderboard bankroll is
 * leaderboardBankrollCents. So Win: both are the sum of returns of finalized plays (the starting bankroll
 * is not used). WinBankroll: bankroll = start − all stakes + finalized returns; leaderboard = bankroll + open
 * stakes. A format other than Win scores as WinBankroll (a contest without a format has no plays).
 */
export function playerBankrolls({
  format,
  startingBankrollCents,
  plays,
}: {
  format: ContestFormat;
  startingBankrollCents: number;
  plays: readonly PlayerPlay[];
}): PlayerBankrolls {
  let bankrollCents = initialBankrollCents(format, startingBankrollCents);
  let openStakesCents = 0;
  for (const play of plays) {
    if (format !== ContestFormat.Win) bankrollCents -= play.stakeCents;
    if (play.finalized) bankrollCents += play.returnCents;
    else openStakesCents += play.stakeCents;
  }
  return {
    bankrollCents,
    leaderboardBankrollCents: leaderboardBankrollCents(format, bankrollCents, openStakesCents),
  };
}
