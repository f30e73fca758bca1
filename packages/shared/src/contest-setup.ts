import { z } from 'zod';
import { AddContestRaceSchema, CONTEST_ADMIN_MESSAGES, CreateContestSchema } from './contest-admin';
import { isCalendarDate } from './race-cards';

/** The most races one card can bring into a contest in one call (a card has at most 99 races). */
const CARD_RACES_MAX = 99;

export const CONTEST_SETUP_MESSAGES = {
  trackRequired: 'Race card is required',
  raceDateRequired: 'Race date is required',
  racesRequired: 'Choose at least one race.',
  racesRepeated: 'Each race may be chosen once.',
  /** The create form asks for a format (the API takes none: the spec's default). */
  formatRequired: 'Format is required',
  raceCardNotFound: 'Race card not found.',
  raceNotOnCard: (raceId: number) => `Race ${raceId} is not on this race card.`,
  raceAlreadyInContest: (raceNumber: number) => `Race ${raceNumber} is already in the contest.`,
  finalizedRace: (raceNumber: number) => `Race ${raceNumber} is finalized and cannot be added to a contest.`,
  pastPostRace: (raceNumber: number) =>
    `Race ${raceNumber} is past its post time and cannot be added to a contest.`,
  /** Under a card's races: the races left unticked because they are off ('Race 1 (1:00 PM)' each). */
  pastPostLeftOut: (races: readonly string[]) =>
    races.length === 1
      ? `${races[0]} is past its post time and was left out.`
      : `${races.slice(0, -1).join(', ')} and ${races.at(-1)} are past their post times and were left out.`,
} as const;

const S = CONTEST_SETUP_MESSAGES;

const raceId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/**
 * Races of one card (a track on one date) with one minimum stake and one maximum of plays for all of them; each
 * race may be edited afterwards like a race added alone.
 */
export const CardRacesSchema = z.strictObject({
  trackID: z.number({ error: S.trackRequired }).int(S.trackRequired).positive(S.trackRequired),
  raceDate: z.string({ error: S.raceDateRequired }).refine(isCalendarDate, S.raceDateRequired),
  raceIDs: z
    .array(raceId, { error: S.racesRequired })
    .min(1, S.racesRequired)
    .max(CARD_RACES_MAX, S.racesRequired)
    .refine((ids) => new Set(ids).size === ids.length, S.racesRepeated),
  maxWagers: AddContestRaceSchema.shape.maxWagers,
  minWagerAmount: AddContestRaceSchema.shape.minWagerAmount,
});
export type CardRaces = z.input<typeof CardRacesSchema>;

/**
 * POST /contests: the spec's fields (name, slug, startTime, startingBankroll, description; the format defaults to
 * none), the other contest fields, and optionally a race card whose chosen races join the new contest in the same
 * transaction. A contest without a format is created as a draft: published or open for enrollment it needs one
 * (rules/format-before-publishing.ts).
 */
export const CreateContestWithCardSchema = CreateContestSchema.extend({
  raceCard: CardRacesSchema.optional(),
});
export type CreateContestWithCard = z.input<typeof CreateContestWithCardSchema>;

/**
 * POST /contest/{id}/duplicate: a new name, slug and start time; the settings, prizes and sponsors are copied,
 * and the races of `raceCard` when one is chosen. Without a start time the first chosen race's post time is the
 * start (a start time is then required when no card is chosen).
 */
export const DuplicateContestSchema = z
  .strictObject({
    name: CreateContestSchema.shape.name,
    slug: CreateContestSchema.shape.slug,
    startTime: CreateContestSchema.shape.startTime.optional(),
    raceCard: CardRacesSchema.optional(),
  })
  .refine((input) => input.startTime !== undefined || input.raceCard !== undefined, {
    message: CONTEST_ADMIN_MESSAGES.startTimeRequired,
    path: ['startTime'],
  });
export type DuplicateContest = z.input<typeof DuplicateContestSchema>;
