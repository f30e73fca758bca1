import { z } from 'zod';
import { IsoDateTime } from './common';

export const TrackSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  timezone: z.string(),
});
export type Track = z.infer<typeof TrackSchema>;

/** A race of a card (spec §3). Post time is UTC on the wire and shown in the track's timezone. */
export const RaceSchema = z.object({
  id: z.number().int(),
  raceNumber: z.number().int(),
  raceDate: z.string().describe('YYYY-MM-DD, the card date at the track'),
  raceType: z.number().int(),
  postTime: IsoDateTime,
  isWageringClosed: z.boolean(),
  finalized: z.boolean(),
  minWagerAmount: z.number(),
  favoriteRunnerId: z.number().int().nullable(),
  track: TrackSchema,
});
export type Race = z.infer<typeof RaceSchema>;

export const RunnerSchema = z.object({
  id: z.number().int(),
  raceID: z.number().int(),
  /** '1'..'35', 'AE1'..'AE4', or '' for blank. */
  programNumber: z.string(),
  name: z.string(),
  morningLine: z.string(),
  scratched: z.boolean(),
  mto: z.boolean(),
  ae: z.boolean(),
});
export type Runner = z.infer<typeof RunnerSchema>;

export const ResultRunnerSchema = z.object({
  id: z.number().int(),
  programNumber: z.string(),
  name: z.string(),
});

/** One official result: pool Win (1), its $2 payoff in dollars, runners in finish order. */
export const RaceResultSchema = z.object({
  id: z.number().int(),
  pool: z.number().int(),
  payoff: z.number(),
  runners: z.array(ResultRunnerSchema),
});
export type RaceResult = z.infer<typeof RaceResultSchema>;

export const RACE_MESSAGES = {
  raceNotFound: 'Race not found.',
  postTimeRequired: 'Post time is required',
  wageringClosedRequired: 'Wagering closed is required',
  finalizedCannotChange: 'This race is finalized and can no longer change.',
  resultsNeedClosedWagering: 'Results can be entered only once wagering is closed.',
  resultsRequiredToFinalize: 'Enter the race results before finalizing.',
  alreadyFinalized: 'This race is already finalized.',
  finalizeNeedsClosedWagering: 'Close wagering before finalizing the race.',
  raceUpdated: 'Race updated successfully',
  poolRequired: 'Pool is required',
  runnersRequired: 'Runners are required',
  payoffRequired: 'Payoff is required',
  runnerNotInRace: 'Every runner must belong to this race.',
  scratchedRunnerCannotWin: 'A scratched runner cannot be in the results.',
  duplicateRunner: 'A runner can appear only once in a result.',
  favoriteMustStart: 'The post-time favorite must be a runner of this race that was not scratched.',
  resultNotFound: 'Result not found.',
  removeResultFailed: 'Failed to remove result.',
  /** PUT /race/{id} opening a race past its post time (a later post time, or wagering reopened) without `reopen`. */
  reopenNeedsConfirmation:
    'This race is past its post time. Reopening it lets players change their picks after the off: confirm to reopen.',
  /** Reopening a race past its post time takes a post time still to come. */
  reopenNeedsLaterPostTime: 'This race is past its post time: give it a later post time to reopen it.',
} as const;

/** PUT /race/{id}: every field optional; what is given changes. */
export const UpdateRaceSchema = z.strictObject({
  postTime: z.iso.datetime({ offset: true, error: RACE_MESSAGES.postTimeRequired }).optional(),
  isWageringClosed: z.boolean({ error: RACE_MESSAGES.wageringClosedRequired }).optional(),
  minWagerAmount: z.number().min(0).optional(),
  /** The runner late-scratched plays are scored as; null clears it (then the morning-line favorite is used). */
  favoriteRunnerId: z.number().int().positive().nullable().optional(),
  /** Confirms opening a race whose post time has passed (an explicit, audited act). */
  reopen: z.boolean().optional(),
});
export type UpdateRace = z.infer<typeof UpdateRaceSchema>;

/** POST /race/{id}/result. Pool 1 (Win) only; payoff is the $2 win payoff in dollars. */
export const AddRaceResultSchema = z.strictObject({
  pool: z.union([z.literal(1), z.literal('WIN')], { error: RACE_MESSAGES.poolRequired }),
  payoff: z
    .number({ error: RACE_MESSAGES.payoffRequired })
    .positive(RACE_MESSAGES.payoffRequired)
    .max(100_000),
  runners: z
    .array(z.number().int().positive(), { error: RACE_MESSAGES.runnersRequired })
    .min(1, RACE_MESSAGES.runnersRequired)
    .max(40),
  favoriteRunnerId: z.number().int().positive().nullable().optional(),
});
export type AddRaceResult = z.infer<typeof AddRaceResultSchema>;
