import { z } from 'zod';
import { requiredText } from './fields';

export const TRACK_CODE_MAX = 8;

export const TRACK_MESSAGES = {
  codeRequired: 'Code is required',
  nameRequired: 'Name is required',
  timezoneRequired: 'Timezone is required',
  codeInvalid: `Code must be 1 to ${TRACK_CODE_MAX} letters or digits.`,
  timezoneInvalid: 'Timezone must be a valid IANA time zone.',
  codeTaken: 'A track with this code already exists.',
  trackNotFound: 'Track not found.',
} as const;

/** POST /tracks. The code is upper-cased ('cd' → 'CD'); the timezone is checked against IANA by the API. */
export const CreateTrackSchema = z.strictObject({
  code: z
    .string({ error: TRACK_MESSAGES.codeRequired })
    .trim()
    .min(1, TRACK_MESSAGES.codeRequired)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{1,${TRACK_CODE_MAX}}$`), TRACK_MESSAGES.codeInvalid)),
  name: requiredText(TRACK_MESSAGES.nameRequired, 100, 'Name'),
  timezone: requiredText(TRACK_MESSAGES.timezoneRequired, 64, 'Timezone'),
});
export type CreateTrack = z.infer<typeof CreateTrackSchema>;

/** GET /timezones: the IANA names the Add Track dialog offers, sorted. */
export const TimezonesSchema = z.array(z.string());
