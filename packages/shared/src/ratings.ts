import { z } from 'zod';
import { CONTEST_STATUSES } from './rules/contest-status';

/** One of the account's entries on its record: where it finished ('3rd of 212'); rank null before any result. */
const RecordContestSchema = z.object({
  contestId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  startTime: z.string(),
  rank: z.number().int().nullable(),
  entries: z.number().int(),
  leaderboardBankroll: z.number(),
  status: z.enum(CONTEST_STATUSES),
});
export type RecordContest = z.infer<typeof RecordContestSchema>;

/**
 * A finish that counts towards the rating (an entry of a concluded contest of at least 2 entries, ranked), for the
 * record's chart.
 */
const RatedFinishSchema = z.object({
  contestId: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  rank: z.number().int(),
  entries: z.number().int(),
});
export type RatedFinish = z.infer<typeof RatedFinishSchema>;

/**
 * GET /players/{playerId}/record: the account behind the entry, named as on the leaderboard (never its e-mail or
 * id); its rating (500 with no rated entry), its rated finishes for the chart and a page of its
 * contests, newest first.
 */
export const PlayerRecordSchema = z.object({
  name: z.string(),
  rating: z.number().int(),
  ratedEntries: z.number().int(),
  /** The account's newest rated finishes (at most RECORD_CHART_FINISHES), oldest first; the same on every page. */
  finishes: z.array(RatedFinishSchema),
  contests: z.array(RecordContestSchema),
});
export type PlayerRecord = z.infer<typeof PlayerRecordSchema>;

/**
 * A row of GET /ratings; `playerId` is one of the account's rated entries, for the link to its record. `position`
 * is 1 + the number of listed accounts rated higher, so equal ratings share a position (1, 2, 2, 4).
 */
export const RatingRowSchema = z.object({
  position: z.number().int(),
  playerId: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  ratedEntries: z.number().int(),
});
export type RatingRow = z.infer<typeof RatingRowSchema>;
