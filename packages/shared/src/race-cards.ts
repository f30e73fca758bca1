import { z } from 'zod';
import { RACE_MESSAGES, RaceSchema } from './races';

export const RACE_NUMBER_MAX = 99;
/** The largest upload (and fetched page) the race-card import reads. */
export const RACE_CARD_MAX_BYTES = 20 * 1024 * 1024;

export const RACE_CARD_MESSAGES = {
  fileRequired: 'File is required',
  oneFileOnly: 'Only one file can be processed at a time.',
  fileTooLarge: 'The file is larger than 20 MB.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  tooManyFields: 'The upload has too many fields.',
  trackRequired: 'Track is required.',
  urlRequired: 'Please enter a URL.',
  urlInvalid: 'Please enter a web address starting with http:// or https://.',
  /** Looks like an address but does not parse (an IPv6 zone id, an unclosed bracket); the API checks it. */
  urlUnreadable:
    'This web address is not valid (IPv6 zone ids such as %eth0 are not supported). Please check it.',
  dateInvalid: 'Date must be a calendar date written YYYY-MM-DD.',
  raceCardNotFound: 'Race card not found.',
  /** Parse Race Card From URL: the deadline (or the connection) ended the answer before its end; nothing is imported. */
  fetchCutOff:
    'The address did not send the whole race card in time, so nothing was imported. Please try again, or download the file and upload it.',
} as const;

export const CREATE_RACE_MESSAGES = {
  trackRequired: 'Track is required',
  raceNumberRequired: 'Race number is required',
  raceNumberTooLarge: `Race number must be at most ${RACE_NUMBER_MAX}.`,
  postTimeRequired: RACE_MESSAGES.postTimeRequired,
  raceExists: (raceNumber: number) => `Race ${raceNumber} already exists on this card.`,
} as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD ('2025-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const CalendarDate = z.string().refine(isCalendarDate, RACE_CARD_MESSAGES.dateInvalid);

/** A race card in the admin's list (spec §3 Race card summary). `date` is the card's date at the track. */
export const RaceCardSummarySchema = z.object({
  date: z.string(),
  track: z.object({ id: z.number().int(), name: z.string() }),
  racesCount: z.number().int(),
});
export type RaceCardSummary = z.infer<typeof RaceCardSummarySchema>;

/** GET /race-cards?date: the cards of that date; without one, every card from 30 days ago onward. */
/**
 * A race of GET /race-cards/{trackId}/{raceDate}: the race, and whether its post time has passed on the server's
 * clock (rules/race-state.ts isPastPost), so that choosing races for a contest does not hang on the browser's clock.
 */
export const CardRaceSchema = RaceSchema.extend({
  pastPost: z.boolean().describe("The race's post time has passed: it is off and cannot join a contest"),
});
export type CardRace = z.infer<typeof CardRaceSchema>;

export const RaceCardsQuerySchema = z.object({ date: CalendarDate.optional() });

export const RaceCardParamsSchema = z.object({
  trackId: z.string().trim().min(1).max(20),
  raceDate: z.string().trim().min(1).max(20),
});

/** POST /races. The card date is the post time's calendar date at the track. */
export const CreateRaceSchema = z.strictObject({
  trackID: z
    .number({ error: CREATE_RACE_MESSAGES.trackRequired })
    .int(CREATE_RACE_MESSAGES.trackRequired)
    .positive(CREATE_RACE_MESSAGES.trackRequired),
  raceNumber: z
    .number({ error: CREATE_RACE_MESSAGES.raceNumberRequired })
    .int(CREATE_RACE_MESSAGES.raceNumberRequired)
    .positive(CREATE_RACE_MESSAGES.raceNumberRequired)
    .max(RACE_NUMBER_MAX, CREATE_RACE_MESSAGES.raceNumberTooLarge),
  postTime: z.iso.datetime({ offset: true, error: CREATE_RACE_MESSAGES.postTimeRequired }),
  /** 1 Thoroughbred (default), 2 Harness. */
  raceType: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type CreateRace = z.infer<typeof CreateRaceSchema>;

/** What one import did: races and runners created or updated, warnings (races left alone), the card(s). */
export const RaceCardImportSchema = z.object({
  races: z.number().int(),
  runners: z.number().int(),
  warnings: z.array(z.string()),
  cards: z.array(
    z.object({
      trackId: z.number().int(),
      trackName: z.string(),
      date: z.string(),
      racesCount: z.number().int(),
    }),
  ),
});
export type RaceCardImport = z.infer<typeof RaceCardImportSchema>;

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether `value` looks like an absolute http or https address (the API parses it fully). */
function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** POST /race-parser: the track is authoritative; the address is fetched by the server. */
export const ParseRaceCardSchema = z.strictObject({
  trackId: z
    .number({ error: RACE_CARD_MESSAGES.trackRequired })
    .int(RACE_CARD_MESSAGES.trackRequired)
    .positive(RACE_CARD_MESSAGES.trackRequired),
  url: z
    .string({ error: RACE_CARD_MESSAGES.urlRequired })
    .trim()
    .min(1, RACE_CARD_MESSAGES.urlRequired)
    .max(2000, RACE_CARD_MESSAGES.urlInvalid)
    .refine(isHttpUrl, RACE_CARD_MESSAGES.urlInvalid),
});
export type ParseRaceCard = z.infer<typeof ParseRaceCardSchema>;
