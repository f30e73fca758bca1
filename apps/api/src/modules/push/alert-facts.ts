import { z } from 'zod';

/**
 * What each alert says, read when it is queued (in the statement that queues it) and kept in the outbox row's
 * `facts`; the message is composed from them when it is sent (alert-messages.ts). The SQL that writes them is in
 * alert-repository.ts: the field names here and there are the same.
 */

const NamedRunner = z.object({ programNumber: z.string(), name: z.string() });

const Where = {
  contest: z.object({ slug: z.string(), name: z.string(), property: z.number().int() }),
  contestRaceId: z.number().int(),
  race: z.object({ raceNumber: z.number().int(), trackName: z.string() }),
};

/** Whose scratch a scratch alert tells: the pick's, or later its alternate's (the pick is scratched still). */
const SCRATCH_OF = ['pick', 'alternate'] as const;
export type ScratchOf = (typeof SCRATCH_OF)[number];

export const PickScratchedFactsSchema = z.object({
  ...Where,
  entryName: z.string(),
  runner: NamedRunner,
  /** The play's alternate as it stands at the scratch (rules/scratched-play.ts decides what the play scores as). */
  alternate: NamedRunner.extend({ scratched: z.boolean() }).nullable(),
  /** Absent in alerts queued before the alternate's alert existed: those told of the pick. */
  scratchOf: z.enum(SCRATCH_OF).default('pick'),
});
export type PickScratchedFacts = z.infer<typeof PickScratchedFactsSchema>;

export const RaceClosingFactsSchema = z.object({
  ...Where,
  /** How many of the contest's races some entry of the player has no play on and that close with this race. */
  racesUnpicked: z.number().int(),
  /** Pick & Pray: every race's picks close with the contest's first race, this one. */
  picksCloseWithFirstRace: z.boolean(),
});
export type RaceClosingFacts = z.infer<typeof RaceClosingFactsSchema>;

export const RaceFinalizedFactsSchema = z.object({
  ...Where,
  entryName: z.string(),
  /** The entry's rank once the race was scored (ties share a rank). */
  rank: z.number().int().nullable(),
  /** The entry's plays on the race: the runner each was scored as (its substitute for a scratched pick). */
  plays: z.array(NamedRunner.extend({ payoffCents: z.number().int() })),
});
export type RaceFinalizedFacts = z.infer<typeof RaceFinalizedFactsSchema>;
