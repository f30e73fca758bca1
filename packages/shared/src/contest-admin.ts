import { z } from 'zod';
import { ContestSchema, ContestSummarySchema } from './contests';
import { requiredText } from './fields';
import { dollarsToCents } from './rules/money';
import { PICKS_LOCK_AT } from './rules/picks-lock';
import { isSlug } from './rules/slug';

const CONTEST_NAME_MAX = 200;
const CONTEST_SLUG_MAX = 100;
const CONTEST_TEXT_MAX = 20_000;
const CONTEST_ANALYSIS_MAX = 200_000;
const CONTEST_LINK_MAX = 2_000;
const MAX_ENTRIES_LIMIT = 1_000;
const STARTING_BANKROLL_MAX = 1_000_000_000;
const MAX_WAGERS_LIMIT = 100;
const MIN_WAGER_MAX = 1_000_000;
/** A payout cap is the most a $2 win pays: at least the $2 stake itself. */
const WIN_PAYOUT_CAP_MIN = 2;
const WIN_PAYOUT_CAP_MAX = 1_000_000;

export const CONTEST_ADMIN_MESSAGES = {
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug may contain only lower-case letters, digits and single hyphens.',
  slugAllDigits: 'Slug must contain at least one letter.',
  slugTooLong: `Slug must be at most ${CONTEST_SLUG_MAX} characters.`,
  slugTaken: 'That slug is already in use.',
  startTimeRequired: 'Start time is required',
  startingBankrollRequired: 'Starting bankroll is required',
  startingBankrollWhole: 'Starting bankroll must be a whole number of dollars.',
  startingBankrollTooLarge: `Starting bankroll must be at most $${STARTING_BANKROLL_MAX.toLocaleString('en-US')}.`,
  publishedRequired: 'Published is required',
  maxEntriesInvalid: `Max entries must be a whole number from 1 to ${MAX_ENTRIES_LIMIT}.`,
  propertyInvalid: 'Property must be 1 (thoroughbred), 2 (harness) or -1 (none).',
  formatInvalid: 'Format must be 1 (Win Bankroll), 2 (Win) or -1 (none).',
  /** A contest without a format (none) takes no plays: it is not shown to players or opened for enrollment. */
  publishNeedsFormat: 'Choose a format before publishing the contest.',
  enrollmentNeedsFormat: 'Choose a format before opening enrollment.',
  linkInvalid: 'Links must be web addresses starting with http:// or https://.',
  textTooLong: `Text fields must be at most ${CONTEST_TEXT_MAX} characters.`,
  flagInvalid: 'Flags must be true or false.',
  analysisRequired: 'Analysis is required',
  analysisTooLong: `Analysis must be at most ${CONTEST_ANALYSIS_MAX} characters.`,
  formatLocked: 'The format and starting bankroll cannot change once plays have been made.',
  winPayoutCapInvalid: `Win payout cap must be dollars and cents from $${WIN_PAYOUT_CAP_MIN}.00 to $${WIN_PAYOUT_CAP_MAX.toLocaleString('en-US')}, or blank for no cap.`,
  picksLockAtInvalid: "Picks lock must be 'each-race' or 'first-race'.",
  playRulesLocked: 'Alternates, the payout cap and when picks lock cannot change once plays have been made.',
  contestUpdated: 'Contest updated successfully',
} as const;

export const CONTEST_RACE_MESSAGES = {
  contestIdRequired: 'Contest ID is required',
  raceIdRequired: 'Race ID is required',
  contestRaceIdRequired: 'Contest Race ID is required',
  maxWagersRequired: 'Max wagers is required',
  maxWagersInvalid: `Max wagers must be a whole number from 1 to ${MAX_WAGERS_LIMIT}.`,
  minWagerRequired: 'Minimum wager is required',
  minWagerInvalid: 'Minimum wager must be in dollars and cents.',
  contestNotFound: 'Contest not found.',
  raceNotFound: 'Race not found.',
  contestRaceNotFound: 'Unable to update the contest race, please refresh the page',
  contestRaceMissing: 'Contest race not found.',
  raceAlreadyInContest: 'This race is already in the contest.',
  finalizedRace: 'A finalized race cannot be added to a contest.',
  contestConcluded: 'This contest has concluded; its races can no longer change.',
  raceHasPlays: 'This race has plays and cannot be removed from the contest.',
  /** A race past its post time is off: nobody could play it, so it cannot join a contest. */
  pastPostRace: 'This race is past its post time and cannot be added to a contest.',
} as const;

/** An http(s) address with a host: no other scheme (javascript:, data:), no spaces. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** A web address a contest may link to (live stream, free PPs). */
const isHttpUrl = (value: string) => HTTP_URL.test(value);

const M = CONTEST_ADMIN_MESSAGES;

const nameField = requiredText(M.nameRequired, CONTEST_NAME_MAX, 'Name');

/** Digits-only slugs are refused: `{id}` in a path reads digits as the numeric id. */
const slugField = z
  .string({ error: M.slugRequired })
  .trim()
  .min(1, M.slugRequired)
  .max(CONTEST_SLUG_MAX, M.slugTooLong)
  .refine(isSlug, M.slugInvalid)
  .refine((slug) => !/^[0-9-]+$/.test(slug), M.slugAllDigits);

const startTimeField = z.iso.datetime({ offset: true, error: M.startTimeRequired });

/** Whole dollars, 0 or more (spec §5: parsed as an integer). */
const startingBankrollField = z
  .number({ error: M.startingBankrollRequired })
  .min(0, M.startingBankrollRequired)
  .int(M.startingBankrollWhole)
  .max(STARTING_BANKROLL_MAX, M.startingBankrollTooLarge);

const flag = z.boolean({ error: M.flagInvalid });
const textField = z.string({ error: M.textTooLong }).max(CONTEST_TEXT_MAX, M.textTooLong);

/** A link field: an http(s) address, or blank / null for none. */
const linkField = z
  .string({ error: M.linkInvalid })
  .trim()
  .max(CONTEST_LINK_MAX, M.linkInvalid)
  .refine((link) => link === '' || isHttpUrl(link), M.linkInvalid)
  .nullable();

const maxEntriesField = z
  .number({ error: M.maxEntriesInvalid })
  .int(M.maxEntriesInvalid)
  .min(1, M.maxEntriesInvalid)
  .max(MAX_ENTRIES_LIMIT, M.maxEntriesInvalid);

/** Dollars and cents, $2.00 or more; null for no cap. */
const winPayoutCapField = z
  .number({ error: M.winPayoutCapInvalid })
  .min(WIN_PAYOUT_CAP_MIN, M.winPayoutCapInvalid)
  .max(WIN_PAYOUT_CAP_MAX, M.winPayoutCapInvalid)
  .refine((dollars) => dollarsToCents(dollars) !== null, M.winPayoutCapInvalid)
  .nullable();

const picksLockAtField = z.enum(PICKS_LOCK_AT, { error: M.picksLockAtInvalid });

const propertyField = z.literal([-1, 1, 2], { error: M.propertyInvalid });
const formatField = z.literal([-1, 1, 2], { error: M.formatInvalid });

/**
 * The contest fields an administrator may set besides the required ones. `featureDescription` is the write name
 * of the featured description (spec §3); it is read back as `featuredDescription`.
 */
const optionalContestFields = {
  isFeatured: flag.optional(),
  featureDescription: textField.optional(),
  isPublic: flag.optional(),
  isEnrollmentOpen: flag.optional(),
  isCancelled: flag.optional(),
  chatEnabled: flag.optional(),
  liveStreamLink: linkField.optional(),
  ppLink: linkField.optional(),
  /** The play rules (alternates, payout cap, when picks lock) may change only until the first play, like the format. */
  alternatesEnabled: flag.optional(),
  winPayoutCap: winPayoutCapField.optional(),
  picksLockAt: picksLockAtField.optional(),
};

/**
 * The fields of a new contest. Property defaults to brand one (spec §5), max entries to 1. POST /contests takes them
 * with the format required and an optional race card: CreateContestWithCardSchema (contest-setup.ts).
 */
export const CreateContestSchema = z.strictObject({
  name: nameField,
  slug: slugField,
  startTime: startTimeField,
  startingBankroll: startingBankrollField,
  description: textField.default(''),
  isPublished: flag.default(false),
  ...optionalContestFields,
  maxEntries: maxEntriesField.default(1),
  property: propertyField.default(1),
  format: formatField.default(-1),
});

/**
 * PUT /contest/{id}: the contest form. Required: name, slug, start time, starting bankroll, published; every other
 * field left out stays as it is. Fields the API only reports (id, analysis, concludedAt...) are ignored, so the
 * form may send back the contest it read; `featuredDescription` (the read name) is taken when
 * `featureDescription` is absent.
 */
export const UpdateContestSchema = z.object({
  name: nameField,
  slug: slugField,
  startTime: startTimeField,
  startingBankroll: startingBankrollField,
  description: textField.optional(),
  isPublished: z.boolean({ error: M.publishedRequired }),
  ...optionalContestFields,
  featuredDescription: textField.optional(),
  maxEntries: maxEntriesField.optional(),
  property: propertyField.optional(),
  format: formatField.optional(),
});
export type UpdateContest = z.input<typeof UpdateContestSchema>;

/** PUT /contest/{id}/analysis: HTML, sanitized by the API on save; '' clears it. */
export const UpdateAnalysisSchema = z.strictObject({
  analysis: z.string({ error: M.analysisRequired }).max(CONTEST_ANALYSIS_MAX, M.analysisTooLong),
});

/**
 * A row of GET /admin/contests: every contest, drafts too, with the two flags that decide who sees it and the
 * play rules that decide how it is played (alternates, the payout cap, when picks lock).
 */
export const AdminContestSummarySchema = ContestSummarySchema.extend({
  isPublished: z.boolean(),
  isPublic: z.boolean(),
  alternatesEnabled: ContestSchema.shape.alternatesEnabled,
  winPayoutCap: ContestSchema.shape.winPayoutCap,
  picksLockAt: ContestSchema.shape.picksLockAt,
});
export type AdminContestSummary = z.infer<typeof AdminContestSummarySchema>;

const R = CONTEST_RACE_MESSAGES;

const idField = (message: string) => z.number({ error: message }).int(message).positive(message);

const maxWagersField = z
  .number({ error: R.maxWagersRequired })
  .positive(R.maxWagersRequired)
  .int(R.maxWagersInvalid)
  .max(MAX_WAGERS_LIMIT, R.maxWagersInvalid);

/** Dollars, 0 or more, at most two decimals. */
const minWagerField = z
  .number({ error: R.minWagerRequired })
  .min(0, R.minWagerRequired)
  .max(MIN_WAGER_MAX, R.minWagerInvalid)
  .refine((dollars) => dollarsToCents(dollars) !== null, R.minWagerInvalid);

/** POST /contest/add-race. */
export const AddContestRaceSchema = z.strictObject({
  contestID: idField(R.contestIdRequired),
  raceID: idField(R.raceIdRequired),
  maxWagers: maxWagersField,
  minWagerAmount: minWagerField,
});
export type AddContestRace = z.input<typeof AddContestRaceSchema>;

/** POST /contest/update-race. */
export const UpdateContestRaceSchema = z.strictObject({
  contestRaceID: idField(R.contestRaceIdRequired),
  maxWagers: maxWagersField,
  minWagerAmount: minWagerField,
});
export type UpdateContestRace = z.input<typeof UpdateContestRaceSchema>;
