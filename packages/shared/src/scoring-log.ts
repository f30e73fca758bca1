import { z } from 'zod';
import { ResultRunnerSchema } from './races';
import { SUBSTITUTE_REASONS } from './rules/alternates';

export const SCORING_LOG_MESSAGES = {
  notScored: 'Race not scored yet.',
} as const;

/** A winner as finalize paid it: the $2 payoff posted, what a $2 play returned (lower when the cap applied). */
const ScoringLogResultSchema = z.object({
  runner: ResultRunnerSchema,
  payoff: z.number(),
  scoredPayoff: z.number(),
  deadHeat: z.boolean(),
});

/**
 * A scratched runner and what its plays were scored as: `scoredAs` and `reason` ('alternate' or 'favorite') are
 * null, and `plays` 0, when no play was on it; `scoredAs` is null with reason 'favorite' when there was no favorite.
 */
const ScoringLogScratchSchema = z.object({
  runner: ResultRunnerSchema,
  scoredAs: ResultRunnerSchema.nullable(),
  reason: z.enum(SUBSTITUTE_REASONS).nullable(),
  plays: z.number().int(),
});

/** GET /race/{id}/scoring ({id}: the contest race): what the finalize of that race applied in its contest. */
export const ScoringLogSchema = z.object({
  contestRaceId: z.number().int(),
  raceId: z.number().int(),
  finalizedAt: z.string(),
  /** The contest's Win payout cap in dollars, when it had one. */
  payoutCap: z.number().nullable(),
  results: z.array(ScoringLogResultSchema),
  scratches: z.array(ScoringLogScratchSchema),
});
export type ScoringLog = z.infer<typeof ScoringLogSchema>;
