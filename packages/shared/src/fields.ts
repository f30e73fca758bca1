import { z } from 'zod';
import { LIMITS } from './constants';

/** A required text field: missing, wrong type, or blank after trimming all give `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, label: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters.`);
}

export function emailField(requiredMessage = 'Email is required.') {
  return requiredText(requiredMessage, LIMITS.emailMax, 'Email')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((value) => value.toLowerCase());
}

export function newPasswordField(requiredMessage = 'Password is required.') {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);
}

/** A login password is only checked for presence and an upper bound; its strength was checked at signup. */
export function existingPasswordField(requiredMessage = 'Password is required.') {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);
}

/** Optional slug of a contest passed along signup and login. Blank counts as absent. */
export const optionalContestSlug = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));
