import { z } from 'zod';
import { ACCOUNT_MESSAGES, AccountSchema } from './accounts';
import { LIMITS } from './constants';
import { EMAIL_TYPE_VALUES } from './enums';
import { requiredText } from './fields';

export const PROFILE_MESSAGES = {
  firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
  lastNameRequired: ACCOUNT_MESSAGES.lastNameRequired,
  profileUpdated: 'Profile updated successfully.',
  photoUpdated: 'Photo updated successfully.',
} as const;

/** POST /profile: the player's own names (the e-mail address is the login and is changed by an administrator). */
export const UpdateProfileSchema = z.object({
  firstName: requiredText(PROFILE_MESSAGES.firstNameRequired, LIMITS.nameMax, 'First name'),
  lastName: requiredText(PROFILE_MESSAGES.lastNameRequired, LIMITS.nameMax, 'Last name'),
});
export type UpdateProfile = z.input<typeof UpdateProfileSchema>;

/** What the /account page shows: the account, its photo address and its e-mail choices (on unless turned off). */
export const ProfileSchema = AccountSchema.extend({
  emailPreferences: z.array(z.object({ type: z.enum(EMAIL_TYPE_VALUES), enabled: z.boolean() })),
});
export type Profile = z.infer<typeof ProfileSchema>;
