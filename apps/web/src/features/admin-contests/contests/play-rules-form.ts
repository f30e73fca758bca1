import { UpdateContestSchema } from '@cj/shared/contest-admin';
import type { Contest } from '@cj/shared/contests';
import type { PicksLockAt } from '@cj/shared/rules/picks-lock';
import { z } from 'zod';

const fields = UpdateContestSchema.shape;

/**
 * The contest form's play rules: alternates, the win payout cap and Pick & Pray, over what the inputs
 * hold. The cap is typed in dollars ('' for no cap) and checked by the shared rule; Pick & Pray is a switch that
 * sends picksLockAt.
 */
export const PLAY_RULES_FIELDS = {
  alternatesEnabled: z.boolean(),
  winPayoutCap: z
    .string()
    .trim()
    .transform((typed) => (typed === '' ? null : Number(typed)))
    .pipe(fields.winPayoutCap.unwrap()),
  picksLockAt: z
    .boolean()
    .transform((pickAndPray): PicksLockAt => (pickAndPray ? 'first-race' : 'each-race')),
};

export interface PlayRulesFormInput {
  alternatesEnabled: boolean;
  winPayoutCap: string;
  /** On: Pick & Pray ('first-race'). */
  picksLockAt: boolean;
}

/** A new contest: no alternates, no cap, picks lock race by race. */
export const NEW_PLAY_RULES: PlayRulesFormInput = {
  alternatesEnabled: false,
  winPayoutCap: '',
  picksLockAt: false,
};

export function playRulesFormValues(contest: Contest): PlayRulesFormInput {
  return {
    alternatesEnabled: contest.alternatesEnabled,
    winPayoutCap: contest.winPayoutCap === null ? '' : String(contest.winPayoutCap),
    picksLockAt: contest.picksLockAt === 'first-race',
  };
}
