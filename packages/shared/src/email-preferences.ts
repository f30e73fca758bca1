import { z } from 'zod';
import { EMAIL_TYPE_VALUES } from './enums';
import { emailField } from './fields';

export const EMAIL_PREFERENCE_MESSAGES = {
  emailRequired: 'Email is required.',
  typeRequired: 'Email type is required.',
  typeInvalid: `Email type must be one of: ${EMAIL_TYPE_VALUES.join(', ')}.`,
  enabledRequired: 'Enabled is required.',
  saved: 'Your email preference has been saved.',
  resubscribeNeedsLogin: 'Log in with this email address to turn these emails back on.',
  unsubscribeNeedsLink:
    'This unsubscribe link is not valid. Use the link in the email, or log in with this email address.',
} as const;

/**
 * POST /email/update-preference (the unsubscribe page sends enabled: false and its link's token). Turning a kind
 * off takes the address's own session or the link token; turning it on takes the session.
 */
export const UpdateEmailPreferenceSchema = z.strictObject({
  email: emailField(EMAIL_PREFERENCE_MESSAGES.emailRequired),
  type: z
    .string({ error: EMAIL_PREFERENCE_MESSAGES.typeRequired })
    .trim()
    .min(1, EMAIL_PREFERENCE_MESSAGES.typeRequired)
    .pipe(z.enum(EMAIL_TYPE_VALUES, { error: EMAIL_PREFERENCE_MESSAGES.typeInvalid })),
  enabled: z.boolean({ error: EMAIL_PREFERENCE_MESSAGES.enabledRequired }),
  /** The token of the e-mail's unsubscribe link (query `token` of its page); needed without a session. */
  token: z.string().trim().max(200).optional(),
});
export type UpdateEmailPreference = z.input<typeof UpdateEmailPreferenceSchema>;
