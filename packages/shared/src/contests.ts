import { z } from 'zod';
import { IsoDateTime } from './common';
import { RaceResultSchema, RaceSchema, RunnerSchema } from './races';
import { CONTEST_STATUSES } from './rules/contest-status';
import { PICKS_LOCK_AT } from './rules/picks-lock';

export { CONTEST_MESSAGES } from './contest-messages';

/** Upcoming, Live, Unofficial, Official or Cancelled (rules/contest-status.ts). */
export const ContestStatusSchema = z.enum(CONTEST_STATUSES);

/** The contest as players and admins read it (spec §3). startingBankroll is whole dollars. */
export const ContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  startTime: IsoDateTime,
  startingBankroll: z.number(),
  description: z.string(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  featuredDescription: z.string(),
  isPublic: z.boolean(),
  isEnrollmentOpen: z.boolean(),
  isCancelled: z.boolean(),
  chatEnabled: z.boolean(),
  maxEntries: z.number().int(),
  property: z.number().int(),
  format: z.number().int(),
  liveStreamLink: z.string().nullable(),
  ppLink: z.string().nullable(),
  analysis: z.string(),
  winnersNotified: z.boolean(),
  /** When its last race was finalized; null until then. */
  concludedAt: IsoDateTime.nullable(),
  /** Results are official 24 hours after the contest concludes (the audit period). */
  isOfficial: z.boolean(),
  /** Where the contest stands now (rules/contest-status.ts). */
  status: ContestStatusSchema,
  /** When its results are (or became) official: 24 hours after it concluded; null before it concludes. */
  officialAt: IsoDateTime.nullable(),
  /** A play may name an alternate runner to score a scratched pick as. */
  alternatesEnabled: z.boolean(),
  /** The most a $2 win pays in this contest, in dollars; null for no cap. */
  winPayoutCap: z.number().nullable(),
  /** When the contest's picks lock: race by race, or all with the first race (Pick & Pray). */
  picksLockAt: z.enum(PICKS_LOCK_AT),
  /** The IANA timezone of its first race's track (null without races): its start time is shown there. */
  timezone: z.string().nullable(),
  /** It has sponsors: its pages show their logos (GET /contest/{id}/sponsor), and load them only then. */
  hasSponsors: z.boolean(),
});
export type Contest = z.infer<typeof ContestSchema>;

/** A row of a contest list (home page, My Contests). */
export const ContestSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  startTime: IsoDateTime,
  property: z.number().int(),
  format: z.number().int(),
  isFeatured: z.boolean(),
  featuredDescription: z.string(),
  isCancelled: z.boolean(),
  concludedAt: IsoDateTime.nullable(),
  status: ContestStatusSchema,
  /** The IANA timezone of its first race's track (null without races): lists show the start time there. */
  timezone: z.string().nullable(),
});
export type ContestSummary = z.infer<typeof ContestSummarySchema>;

/** A row of the public lists (the home page): the summary, how many entries it holds and its prizes. */
export const PublicContestSummarySchema = ContestSummarySchema.extend({
  entries: z.number().int(),
  /** How many prizes, and the cash among them in dollars. */
  prizes: z.object({ count: z.number().int(), cash: z.number() }),
});
export type PublicContestSummary = z.infer<typeof PublicContestSummarySchema>;

/** A row of My Contests: the summary, where the account's best entry stands, and the next race to close. */
export const MyContestSummarySchema = ContestSummarySchema.extend({
  /** The account's best entry (highest leaderboard bankroll) and how many it holds. */
  standing: z.object({
    rank: z.number().int().nullable(),
    leaderboardBankroll: z.number(),
    entries: z.number().int(),
  }),
  /** How far the best entry is through the card: races picked of all, and the unpicked race that closes first. */
  picks: z.object({
    picked: z.number().int(),
    total: z.number().int(),
    nextUnpicked: z
      .object({ raceNumber: z.number().int(), closesAt: IsoDateTime, timezone: z.string() })
      .nullable(),
  }),
  /** The first race by post time still open to plays; null when none is. */
  nextRace: z
    .object({ raceNumber: z.number().int(), postTime: IsoDateTime, timezone: z.string() })
    .nullable(),
});
export type MyContestSummary = z.infer<typeof MyContestSummarySchema>;

/** ?p=1|2 on the public lists: the property (brand); anything else lists both. */
export const PropertyQuerySchema = z.object({
  p: z.coerce.number().int().optional().catch(undefined),
});

/** A race of a contest, with the contest's own limits on it (spec §3 Contest race). */
export const ContestRaceSchema = z.object({
  id: z.number().int(),
  contestID: z.number().int(),
  contestSlug: z.string(),
  raceID: z.number().int(),
  maxWagers: z.number().int(),
  minWagerAmount: z.number(),
  race: RaceSchema,
});
export type ContestRace = z.infer<typeof ContestRaceSchema>;

/** GET /contest/{id}/races: each contest race with its runners (program order) and results. */
export const ContestRaceDetailSchema = ContestRaceSchema.extend({
  runners: z.array(RunnerSchema),
  results: z.array(RaceResultSchema),
});
export type ContestRaceDetail = z.infer<typeof ContestRaceDetailSchema>;

export const PrizeSchema = z.object({
  id: z.number().int(),
  prizeID: z.number().int(),
  label: z.string(),
  placement: z.number().int(),
  type: z.number().int(),
  value: z.number(),
  paid: z.boolean(),
});
export type Prize = z.infer<typeof PrizeSchema>;

export const SponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  layoutOrder: z.number().int(),
  logo: z.string(),
});
export type Sponsor = z.infer<typeof SponsorSchema>;
