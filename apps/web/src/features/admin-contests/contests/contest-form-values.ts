import { CONTEST_ADMIN_MESSAGES, UpdateContestSchema } from '@cj/shared/contest-admin';
import type { Contest } from '@cj/shared/contests';
import { ContestFormat, Property } from '@cj/shared/enums';
import { z } from 'zod';
import { dayjs } from '@/lib/dates';

const M = CONTEST_ADMIN_MESSAGES;
const fields = UpdateContestSchema.shape;

/** The start time input's format: a datetime-local value, read in UTC as contest dates are (spec §9). */
const START_TIME_INPUT = 'YYYY-MM-DDTHH:mm';

/** '2024-03-05T18:30' (UTC) for an ISO time. */
export function toStartTimeInput(isoTime: string): string {
  return dayjs.utc(isoTime).format(START_TIME_INPUT);
}

/** The UTC ISO time of a datetime-local value read in UTC; '' when it is not a time. */
export function fromStartTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const time = dayjs.utc(value);
  return time.isValid() ? time.toISOString() : '';
}

/** A whole number typed in a text field (spec §5: parsed as an integer); blank gives `requiredMessage`. */
const typedNumber = (requiredMessage: string) => z.string().trim().min(1, requiredMessage).transform(Number);

/**
 * The contest form (spec §3, §5): the shared rules of PUT /contest/{id} (which POST /contests shares) over what the
 * inputs hold. The start time is typed in UTC and sent as UTC ISO; bankroll and max entries as integers.
 */
export const ContestFormSchema = z.object({
  name: fields.name,
  slug: fields.slug,
  startTime: z
    .string()
    .trim()
    .min(1, M.startTimeRequired)
    .transform(fromStartTimeInput)
    .pipe(fields.startTime),
  startingBankroll: typedNumber(M.startingBankrollRequired).pipe(fields.startingBankroll),
  maxEntries: typedNumber(M.maxEntriesInvalid).pipe(fields.maxEntries.unwrap()),
  description: fields.description.unwrap(),
  property: z.number().pipe(fields.property.unwrap()),
  format: z.number().pipe(fields.format.unwrap()),
  isPublished: fields.isPublished,
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  isEnrollmentOpen: z.boolean(),
  chatEnabled: z.boolean(),
  isCancelled: z.boolean(),
  featureDescription: fields.featureDescription.unwrap(),
  liveStreamLink: fields.liveStreamLink.unwrap(),
  ppLink: fields.ppLink.unwrap(),
});
export type ContestFormInput = z.input<typeof ContestFormSchema>;
export type ContestFormOutput = z.output<typeof ContestFormSchema>;

/** The independent toggles of spec §4, in the form's order. */
export const CONTEST_TOGGLES = [
  { name: 'isPublished', label: 'Published' },
  { name: 'isPublic', label: 'Public' },
  { name: 'isFeatured', label: 'Featured' },
  { name: 'isEnrollmentOpen', label: 'Enrollment Open' },
  { name: 'chatEnabled', label: 'Chat Enabled' },
  { name: 'isCancelled', label: 'Cancelled' },
] as const satisfies readonly { name: keyof ContestFormInput; label: string }[];

/** A new contest: property brand one (spec §5), no format yet (spec §9), one entry per player, nothing on. */
export const NEW_CONTEST: ContestFormInput = {
  name: '',
  slug: '',
  startTime: '',
  startingBankroll: '',
  maxEntries: '1',
  description: '',
  property: Property.Thoroughbred,
  format: ContestFormat.None,
  isPublished: false,
  isPublic: false,
  isFeatured: false,
  isEnrollmentOpen: false,
  chatEnabled: false,
  isCancelled: false,
  featureDescription: '',
  liveStreamLink: '',
  ppLink: '',
};

/** What the form starts with for a contest as read. */
export function contestFormValues(contest: Contest): ContestFormInput {
  return {
    name: contest.name,
    slug: contest.slug,
    startTime: toStartTimeInput(contest.startTime),
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
  };
}
