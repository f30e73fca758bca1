import { z } from 'zod';
import { AddContestRaceSchema, CONTEST_ADMIN_MESSAGES, CreateContestSchema } from './contest-admin';
import { isCalendarDate } from './race-cards';

/** The most races one card can bring into a contest in one call (a card has at most 99 races). */
export const CARD_RACES_MAX = 99;

export const CONTEST_SETUP_MESSAGES = {
  trackRequired: 'Race card is required',
  raceDateRequired: 'Race date is required',
  racesRequired: 'Choose at least one race.',
  racesRepeated: 'Each race may be chosen once.',
  formatRequired: 'Format is required',
  raceCardNotFound: 'Race card not found.',
  raceNotOnCard: (raceId: number) => `Race ${raceId} is not on this race card.`,
  raceAlreadyInContest: (raceNumber: number) => `Race ${raceNumber} is already in the contest.`,
  finalizedRace: (raceNumber: number) => `Race ${raceNumber} is finalized and cannot be added to a contest.`,
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

/** 1 Win Bankroll or 2 Win: a new contest names the format it is played in (none takes no plays). */
const requiredFormat = z.literal([1, 2], { error: S.formatRequired });

/**
 * POST /contests: the contest form, the format required, and optionally a race card whose chosen races join the
 * new contest in the same transaction.
 */
export const CreateContestWithCardSchema = CreateContestSchema.extend({
  format: requiredFormat,
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
