import { z } from 'zod';
import { LIMITS } from './constants';
import {
  emailField,
  existingPasswordField,
  newPasswordField,
  optionalContestSlug,
  requiredText,
} from './fields';
import { type PasswordProblem, passwordProblem } from './rules/password';

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
  signedInAfterReset: 'You are now signed in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  passwordBlank: 'Password cannot be only spaces.',
  passwordPersonal: 'Password cannot be your email address or your name.',
  passwordCommon: 'This password is too common and easy to guess. Please choose another.',
  passwordWeak:
    'This password is too easy to guess. Use three or four unrelated words, or a longer mix of words, numbers and symbols, without your name, your email or the site’s name.',
  rulesNotAccepted: 'Please confirm that you are 21 or older and accept the Rules.',
  marketingEmailsInvalid: 'News and offers must be true or false.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Password changed. You are still signed in here; every other device was signed out.',
} as const;

/** What a client sees when a new password is refused (rules/password.ts). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  blank: ACCOUNT_MESSAGES.passwordBlank,
  personal: ACCOUNT_MESSAGES.passwordPersonal,
  common: ACCOUNT_MESSAGES.passwordCommon,
  weak: ACCOUNT_MESSAGES.passwordWeak,
};

/** Whether a message the API answered is about the new password, so a form shows it under that field. */
export const isPasswordProblemMessage = (message: string) =>
  Object.values(PASSWORD_PROBLEM_MESSAGES).includes(message);

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
    /** 'I am 21 or older and accept the Rules', ticked; the account stores when (accounts.rules_accepted_at). */
    rulesAccepted: z.literal(true, { error: ACCOUNT_MESSAGES.rulesNotAccepted }),
    /** 'Send me news and offers by email', unticked unless chosen: the account's marketing e-mail preference. */
    marketingEmails: z.boolean({ error: ACCOUNT_MESSAGES.marketingEmailsInvalid }).default(false),
    contestSlug: optionalContestSlug,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .superRefine((value, context) => {
    // Blank and personal passwords are refused here, on both sides; the common-password list is the API's.
    const problem = passwordProblem(value.password, value);
    if (problem)
      context.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem], path: ['password'] });
  });

export const LoginSchema = z.strictObject({
  email: emailField(ACCOUNT_MESSAGES.emailRequired),
  password: existingPasswordField(ACCOUNT_MESSAGES.passwordRequired),
  contestSlug: optionalContestSlug,
});

export const PasswordResetRequestSchema = z.strictObject({
  email: emailField(ACCOUNT_MESSAGES.emailRequired),
});

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

/** PUT /account/password (My Account): the current password, then a new one under the signup's rules. */
export const ChangePasswordSchema = z
  .strictObject({
    currentPassword: existingPasswordField(ACCOUNT_MESSAGES.currentPasswordRequired),
    password: newPasswordField(ACCOUNT_MESSAGES.passwordRequired),
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

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
