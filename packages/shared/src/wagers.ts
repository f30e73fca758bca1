import { z } from 'zod';
import { IsoDateTime } from './common';
import { ResultRunnerSchema } from './races';
import { type AmountProblem, readAmount } from './rules/money';

export const WAGER_MESSAGES = {
  amountRequired: 'Amount is required.',
  amountNotANumber: 'Amount must be a number.',
  amountNotPositive: 'Amount must be more than $0.',
  amountWholeCents: 'Amount must be in whole cents.',
  adminAmountRequired: 'Wager amount is required.',
  belowTwoDollars: 'Wager amount must be at least $2.00.',
  belowMinimum: 'Wager amount is below the minimum.',
  insufficientFunds: 'Insufficient funds in bankroll for this wager.',
  runnerRequired: 'At least one runner must be selected.',
  oneRunnerOnly: 'Only one runner can be selected.',
  playerNotFound: 'Player not found',
  unexpected: 'Unexpected error, refresh the page and try again.',
  raceNotFound: 'Race not found.',
  wageringClosed: 'Wagering is closed for this race.',
  contestCancelled: 'This contest has been cancelled.',
  runnerScratched: 'This runner has been scratched.',
  runnerNotInRace: 'This runner is not in this race.',
  maxWagersReached: 'You have reached the maximum number of plays for this race.',
  notEntered: 'You are not entered in this contest.',
  chooseEntry: 'Choose which entry this play is for.',
  noFormat: 'This contest does not accept plays.',
  wagerNotFound: 'Play not found.',
  notYourWager: 'You can remove only your own plays.',
  wagerRemoved: 'Play removed.',
} as const;

/** What is wrong with a stake that cannot be read (rules/money.ts readAmount). */
export const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, string> = {
  notANumber: WAGER_MESSAGES.amountNotANumber,
  notPositive: WAGER_MESSAGES.amountNotPositive,
  fractionOfCent: WAGER_MESSAGES.amountWholeCents,
};

/** Dollars as a JSON number; null or absent when blank (the Win format needs none). Read into cents once, by the service. */
const amountField = z.number({ error: WAGER_MESSAGES.amountNotANumber }).optional().nullable();

/**
 * POST /race/{contestRaceId}/wager. `amount` in dollars (Win format: ignored, the stake is $2). `playerID` names
 * the entry: required when the account holds several, and how an administrator places a play for a player.
 */
export const PlaceWagerSchema = z.strictObject({
  amount: amountField,
  pool: z.literal('WIN').default('WIN'),
  runners: z
    .array(z.number().int().positive(), { error: WAGER_MESSAGES.runnerRequired })
    .min(1, WAGER_MESSAGES.runnerRequired)
    .max(1, WAGER_MESSAGES.oneRunnerOnly),
  playerID: z.number().int().positive().optional(),
});
export type PlaceWager = z.input<typeof PlaceWagerSchema>;

/**
 * The play form's amount field (WinBankroll), read once into integer cents: required, then a number of dollars
 * more than $0 in whole cents; the minimum is checked against the race.
 */
export const WagerAmountSchema = z
  .string({ error: WAGER_MESSAGES.amountRequired })
  .trim()
  .min(1, WAGER_MESSAGES.amountRequired)
  .transform((value, context) => {
    const reading = readAmount(value);
    if (reading.ok) return reading.cents;
    context.addIssue({ code: 'custom', message: AMOUNT_PROBLEM_MESSAGES[reading.problem] });
    return z.NEVER;
  });

export const WagerSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  pool: z.literal('WIN'),
  runners: z.array(z.number().int()),
  runner: ResultRunnerSchema,
  /** Dollars returned once the race is finalized (0 for a loser); null before. */
  payoff: z.number().nullable(),
  /** The post-time favorite a late-scratched play was scored as. */
  substituteRunner: ResultRunnerSchema.nullable(),
  race: z.number().int().describe('the contest race id'),
  raceNumber: z.number().int(),
  player: z.number().int().describe('the entry (contest player) id'),
  playerName: z.string(),
  createdAt: IsoDateTime,
});
export type Wager = z.infer<typeof WagerSchema>;
