import { z } from 'zod';
import { IsoDateTime } from './common';
import { AMOUNT_PROBLEM_MESSAGES, PLAY_MESSAGES } from './play-messages';
import { ResultRunnerSchema } from './races';
import { SUBSTITUTE_REASONS } from './rules/alternates';
import { readAmount } from './rules/money';

export {
  ADMIN_ALTERNATE_MESSAGES,
  ALTERNATE_MESSAGES,
  AMOUNT_PROBLEM_MESSAGES,
  alternateLabel,
  cappedPayoffLabel,
  insufficientFundsLeft,
  PLAY_MESSAGES,
} from './play-messages';

/** Dollars as a JSON number; null or absent when blank (the Win format needs none). Read into cents once, by the service. */
const amountField = z.number({ error: PLAY_MESSAGES.amountNotANumber }).optional().nullable();

/**
 * POST /race/{contestRaceId}/wager. `amount` in dollars (Win format: ignored, the stake is $2). `playerID` names
 * the entry: required when the account holds several, and how an administrator places a play for a player.
 */
export const PlacePlaySchema = z.strictObject({
  amount: amountField,
  pool: z.literal('WIN').default('WIN'),
  runners: z
    .array(z.number().int().positive(), { error: PLAY_MESSAGES.runnerRequired })
    .min(1, PLAY_MESSAGES.runnerRequired)
    .max(1, PLAY_MESSAGES.oneRunnerOnly),
  playerID: z.number().int().positive().optional(),
  /** A runner of the same race to score a scratched pick as (contests with alternates only); null for none. */
  alternateRunner: z
    .number({ error: PLAY_MESSAGES.alternateNotInRace })
    .int(PLAY_MESSAGES.alternateNotInRace)
    .positive(PLAY_MESSAGES.alternateNotInRace)
    .nullable()
    .optional(),
  /**
   * Change a pick in one step (decision 027): the id of the entry's play on this race that this play
   * replaces. Both happen in one transaction: the old play is removed (its stake back) and this one placed.
   */
  replaces: z.number().int().positive().optional(),
});
export type PlacePlay = z.input<typeof PlacePlaySchema>;

/**
 * The play form's amount field (WinBankroll), read once into integer cents: required, then a number of dollars
 * more than $0 in whole cents; the minimum is checked against the race.
 */
export const PlayAmountSchema = z
  .string({ error: PLAY_MESSAGES.amountRequired })
  .trim()
  .min(1, PLAY_MESSAGES.amountRequired)
  .transform((value, context) => {
    const reading = readAmount(value);
    if (reading.ok) return reading.cents;
    context.addIssue({ code: 'custom', message: AMOUNT_PROBLEM_MESSAGES[reading.problem] });
    return z.NEVER;
  });

/** A runner as a play names it, with whether it is scratched (a scratched pick is scored as its substitute). */
const PlayRunnerSchema = ResultRunnerSchema.extend({ scratched: z.boolean() });

export const PlaySchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  pool: z.literal('WIN'),
  runners: z.array(z.number().int()),
  runner: PlayRunnerSchema,
  /** Dollars returned once the race is finalized (0 for a loser); null before. */
  payoff: z.number().nullable(),
  /** The runner named to replace the pick if it is scratched (contests with alternates); null for none. */
  alternateRunner: PlayRunnerSchema.nullable(),
  /** The runner a scratched pick was scored as (its alternate or the post-time favorite); null otherwise. */
  substituteRunner: ResultRunnerSchema.nullable(),
  /** Why the play was scored as `substituteRunner`: its alternate ran, or the post-time favorite replaced it. */
  substituteReason: z.enum(SUBSTITUTE_REASONS).nullable(),
  /**
   * When the contest's payout cap lowered what the play was scored on: the $2 win payoff and the cap, in dollars
   * ('$50.00, capped at $42.00'); null otherwise.
   */
  payoutCap: z.object({ payoff: z.number(), cap: z.number() }).nullable(),
  race: z.number().int().describe('the contest race id'),
  raceNumber: z.number().int(),
  player: z.number().int().describe('the entry (contest player) id'),
  playerName: z.string(),
  createdAt: IsoDateTime,
});
export type Play = z.infer<typeof PlaySchema>;
