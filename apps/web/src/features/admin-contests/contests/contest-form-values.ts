import { CONTEST_ADMIN_MESSAGES, UpdateContestSchema } from '@cj/shared/contest-admin';
import { CONTEST_SETUP_MESSAGES } from '@cj/shared/contest-setup';
import type { Contest } from '@cj/shared/contests';
import { ContestFormat, Property } from '@cj/shared/enums';
import { formatMissingMessage, type PublishFacts } from '@cj/shared/rules/format-before-publishing';
import { isKnownZone, wallClockInputs, zonedDateTime, zoneOrUtc } from '@cj/shared/rules/wall-clock';
import { z } from 'zod';
import { NEW_PLAY_RULES, PLAY_RULES_FIELDS, playRulesFormValues } from './play-rules-form';

const M = CONTEST_ADMIN_MESSAGES;
const S = CONTEST_SETUP_MESSAGES;
const fields = UpdateContestSchema.shape;

/** A datetime-local value: '2024-03-05T13:30', seconds allowed. */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2024-03-05T13:30' at the track (in UTC without a known timezone) for an ISO time. */
export function toStartTimeInput(isoTime: string, timezone?: string | null): string {
  const { date, time } = wallClockInputs(new Date(isoTime), zoneOrUtc(timezone));
  return `${date}T${time}`;
}

/** The UTC ISO time of a datetime-local value read at the track (in UTC without one); '' when it is not a time. */
export function fromStartTimeInput(value: string, timezone?: string | null): string {
  const match = LOCAL_TIME.exec(value);
  if (!match) return '';
  const [, date = '', hour, minute, second] = match;
  const hours = Number(hour);
  const minutes = Number(minute);
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (
    hours > 23 ||
    minutes > 59 ||
    Number(second ?? 0) > 59 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31
  ) {
    return '';
  }
  const instant = zonedDateTime(date, hours, minutes, zoneOrUtc(timezone));
  return new Date(instant.getTime() + Number(second ?? 0) * 1000).toISOString();
}

/** 'America/Chicago, CDT' for the start time's label (the abbreviation on that date), or 'UTC'. */
export function startTimeZoneLabel(timezone: string | null | undefined, isoTime?: string): string {
  if (!isKnownZone(timezone)) return 'UTC';
  const instant = isoTime ? new Date(isoTime) : new Date();
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return abbreviation ? `${timezone}, ${abbreviation}` : timezone;
}

/** A whole number typed in a text field (spec §5: parsed as an integer); blank gives `requiredMessage`. */
const typedNumber = (requiredMessage: string) => z.string().trim().min(1, requiredMessage).transform(Number);

/**
 * The contest form (spec §3, §5): the shared rules of PUT /contest/{id} (which POST /contests shares) over what the
 * inputs hold. The start time is typed at the track and sent as UTC ISO; bankroll and max entries as integers.
 */
const ContestFormSchema = z.object({
  name: fields.name,
  slug: fields.slug,
  // The time at the track as typed; the form sends it as UTC ISO (fromStartTimeInput with the track's timezone).
  startTime: z
    .string()
    .trim()
    .min(1, M.startTimeRequired)
    .refine((value) => fromStartTimeInput(value) !== '', M.startTimeRequired),
  startingBankroll: typedNumber(M.startingBankrollRequired).pipe(fields.startingBankroll),
  maxEntries: typedNumber(M.maxEntriesInvalid).pipe(fields.maxEntries.unwrap()),
  description: fields.description.unwrap(),
  property: z.number().pipe(fields.property.unwrap()),
  // A new contest starts with no format chosen (''): none, which contestFormSchema refuses on create.
  format: z
    .union([z.number(), z.literal('')])
    .transform((format) => (format === '' ? ContestFormat.None : format))
    .pipe(fields.format.unwrap()),
  isPublished: fields.isPublished,
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  isEnrollmentOpen: z.boolean(),
  chatEnabled: z.boolean(),
  isCancelled: z.boolean(),
  featureDescription: fields.featureDescription.unwrap(),
  liveStreamLink: fields.liveStreamLink.unwrap(),
  ppLink: fields.ppLink.unwrap(),
  ...PLAY_RULES_FIELDS,
  /** Create only: published, public and open for enrollment at once, the contest ready to run. */
  readyToRun: z.boolean(),
});
export type ContestFormInput = z.input<typeof ContestFormSchema>;
export type ContestFormOutput = z.output<typeof ContestFormSchema>;

/** Published, public and open for enrollment: what 'Publish and open enrollment' turns on. */
const READY_TO_RUN = { isPublished: true, isPublic: true, isEnrollmentOpen: true } as const;

/** The contest flags the form saves: 'Publish and open enrollment' turns three on. */
export function publishFlags(
  values: Pick<ContestFormOutput, 'readyToRun' | 'isPublished' | 'isPublic' | 'isEnrollmentOpen'>,
) {
  if (values.readyToRun) return READY_TO_RUN;
  return {
    isPublished: values.isPublished,
    isPublic: values.isPublic,
    isEnrollmentOpen: values.isEnrollmentOpen,
  };
}

/**
 * The form's rules for a new contest (`before` null) or for the contest as read: a new contest names its format,
 * and no contest is published or opened for enrollment without one (the API's rule and message).
 */
export function contestFormSchema(before: PublishFacts | null) {
  return ContestFormSchema.superRefine((values, context) => {
    const missing =
      formatMissingMessage({ format: values.format, ...publishFlags(values) }, before) ??
      (before === null && values.format === ContestFormat.None ? S.formatRequired : null);
    if (missing) context.addIssue({ code: 'custom', path: ['format'], message: missing });
  });
}

/** The independent toggles of spec §4, in the form's order. */
export const CONTEST_TOGGLES = [
  { name: 'isPublished', label: 'Published' },
  { name: 'isPublic', label: 'Public' },
  { name: 'isFeatured', label: 'Featured' },
  { name: 'isEnrollmentOpen', label: 'Enrollment Open' },
  { name: 'chatEnabled', label: 'Chat Enabled' },
  { name: 'isCancelled', label: 'Cancelled' },
] as const satisfies readonly { name: keyof ContestFormInput; label: string }[];

/** A new contest: property brand one (spec §5), the format still to choose, one entry per player, nothing on. */
export const NEW_CONTEST: ContestFormInput = {
  name: '',
  slug: '',
  startTime: '',
  startingBankroll: '',
  maxEntries: '1',
  description: '',
  property: Property.Thoroughbred,
  format: '',
  isPublished: false,
  isPublic: false,
  isFeatured: false,
  isEnrollmentOpen: false,
  chatEnabled: false,
  isCancelled: false,
  featureDescription: '',
  liveStreamLink: '',
  ppLink: '',
  ...NEW_PLAY_RULES,
  readyToRun: false,
};

/** What the form starts with for a contest as read, its start time at the track of its first race. */
export function contestFormValues(contest: Contest, timezone?: string | null): ContestFormInput {
  return {
    name: contest.name,
    slug: contest.slug,
    startTime: toStartTimeInput(contest.startTime, timezone),
    startingBankroll: String(contest.startingBankroll),
    maxEntries: String(contest.maxEntries),
    description: contest.description,
    property: contest.property,
    format: contest.format,
    isPublished: contest.isPublished,
    isPublic: contest.isPublic,
    isFeatured: contest.isFeatured,
    isEnrollmentOpen: contest.isEnrollmentOpen,
    chatEnabled: contest.chatEnabled,
    isCancelled: contest.isCancelled,
    featureDescription: contest.featuredDescription,
    liveStreamLink: contest.liveStreamLink ?? '',
    ppLink: contest.ppLink ?? '',
    ...playRulesFormValues(contest),
    readyToRun: false,
  };
}
