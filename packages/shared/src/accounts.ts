import { z } from 'zod';
import { LIMITS } from './constants';
import {
  emailField,
  existingPasswordField,
  newPasswordField,
  optionalContestSlug,
  requiredText,
} from './fields';

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  confirmPasswordRequired: 'Confirm password is required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetCodeRequired: 'Reset code is required.',
  invalidCredentials: 'Invalid email or password.',
  accountLocked: 'This account is locked. Please contact support.',
  emailTaken: 'An account with that email already exists.',
  resetCodeInvalid: 'This reset code is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists with that email, a password reset link was sent.',
  passwordUpdated: 'Password successfully updated.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

const confirmPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired)
  .max(LIMITS.passwordMax, `Confirm password must be at most ${LIMITS.passwordMax} characters.`);

export const SignupSchema = z
  .strictObject({
    firstName: requiredText(ACCOUNT_MESSAGES.firstNameRequired, LIMITS.nameMax, 'First name'),
    lastName: requiredText(ACCOUNT_MESSAGES.lastNameRequired, LIMITS.nameMax, 'Last name'),
    email: emailField(ACCOUNT_MESSAGES.emailRequired),
    password: newPasswordField(ACCOUNT_MESSAGES.passwordRequired),
    confirmPassword: confirmPasswordField,
    contestSlug: optionalContestSlug,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type Signup = z.input<typeof SignupSchema>;

export const LoginSchema = z.strictObject({
  email: emailField(ACCOUNT_MESSAGES.emailRequired),
  password: existingPasswordField(ACCOUNT_MESSAGES.passwordRequired),
  contestSlug: optionalContestSlug,
});
export type Login = z.input<typeof LoginSchema>;

export const PasswordResetRequestSchema = z.strictObject({
  email: emailField(ACCOUNT_MESSAGES.emailRequired),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

export const PasswordResetSchema = z
  .strictObject({
    code: requiredText(ACCOUNT_MESSAGES.resetCodeRequired, 200, 'Reset code'),
    password: newPasswordField(ACCOUNT_MESSAGES.passwordRequired),
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type PasswordReset = z.input<typeof PasswordResetSchema>;

/** The account as the API shows it (spec §3). */
export const AccountSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isLocked: z.boolean(),
  isAdministrator: z.boolean(),
  photo: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountSearchQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.emailMax).default(''),
});

/** What GET /account/search answers: enough to pick a person, nothing more. */
export const AccountSearchResultSchema = z.array(
  z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
);

export const MessageResponseSchema = z.object({ message: z.string() });
