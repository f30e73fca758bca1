import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import { dollarsToCents } from '@cj/shared/rules/money';
import type { PicksLockAt } from '@cj/shared/rules/picks-lock';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { countPlaysOfContest } from './repository';

/**
 * A contest's play rules (decision 018): alternates, the win payout cap and when picks lock. They decide
 * what plays may be made and how they score, so like the format they may change only until the first play.
 */

export interface PlayRulesInput {
  alternatesEnabled?: boolean | undefined;
  /** Dollars; null for no cap. */
  winPayoutCap?: number | null | undefined;
  picksLockAt?: PicksLockAt | undefined;
}

export interface PlayRules {
  alternatesEnabled: boolean;
  winPayoutCapCents: number | null;
  picksLockAt: PicksLockAt;
}

const capCents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

/** A new contest's play rules: what the form sent, else no alternates, no cap, picks lock race by race. */
export function newPlayRules(input: PlayRulesInput): PlayRules {
  return {
    alternatesEnabled: input.alternatesEnabled ?? false,
    winPayoutCapCents: capCents(input.winPayoutCap ?? null),
    picksLockAt: input.picksLockAt ?? 'each-race',
  };
}

/** The play rules the contest form changes: only those it sent (undefined leaves a column as it is). */
export function playRulesChanges(input: PlayRulesInput): Partial<PlayRules> {
  return {
    alternatesEnabled: input.alternatesEnabled,
    winPayoutCapCents: input.winPayoutCap === undefined ? undefined : capCents(input.winPayoutCap),
    picksLockAt: input.picksLockAt,
  };
}

/** 409 when a change would alter the play rules of a contest that already has plays. */
export async function checkPlayRulesMayChange(
  tx: DbOrTx,
  contest: PlayRules & { id: number },
  changes: Partial<PlayRules>,
) {
  const changed =
    (changes.alternatesEnabled !== undefined && changes.alternatesEnabled !== contest.alternatesEnabled) ||
    (changes.winPayoutCapCents !== undefined && changes.winPayoutCapCents !== contest.winPayoutCapCents) ||
    (changes.picksLockAt !== undefined && changes.picksLockAt !== contest.picksLockAt);
  if (changed && (await countPlaysOfContest(tx, contest.id)) > 0) {
    throw conflict(CONTEST_ADMIN_MESSAGES.playRulesLocked);
  }
}
