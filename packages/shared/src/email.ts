import { z } from 'zod';

export const EMAIL_MESSAGES = {
  accountIdRequired: 'Account ID is required.',
  contestSlugRequired: 'Contest slug is required.',
  accountNotFound: 'Account not found.',
  contestNotFound: 'Contest not found.',
  testEmailSent: 'Test email sent.',
  /** Spec §8: the fixed message when the test e-mail could not be sent. */
  testEmailFailed: 'Failed to send test email',
} as const;

/** POST /email/test: an administrator sends a test e-mail for a contest to an account. */
export const SendTestEmailSchema = z.strictObject({
  accountId: z
    .number({ error: EMAIL_MESSAGES.accountIdRequired })
    .int(EMAIL_MESSAGES.accountIdRequired)
    .positive(EMAIL_MESSAGES.accountIdRequired),
  contestSlug: z
    .string({ error: EMAIL_MESSAGES.contestSlugRequired })
    .trim()
    .min(1, EMAIL_MESSAGES.contestSlugRequired)
    .max(200, EMAIL_MESSAGES.contestNotFound),
});
export type SendTestEmail = z.input<typeof SendTestEmailSchema>;

export const WINNER_MESSAGES = {
  /** Spec §8: the success message of Notify Winners. */
  winnersNotified: 'Winners have been notified.',
  alreadyNotified: 'Winners have already been notified for this contest.',
  notConcluded: 'Winners can be notified once every race of the contest is finalized.',
  contestCancelled: 'A cancelled contest has no winners to notify.',
  noWinners: 'No entry has won a prize in this contest yet.',
} as const;

export const NotifyWinnersResponseSchema = z.object({
  message: z.string(),
  /** How many accounts were sent a winner's e-mail. */
  notified: z.number().int(),
});

/** GET /admin/prizes/{id}/winners: how many accounts Notify Winners would e-mail, for its confirmation. */
export const WinnersToNotifySchema = z.object({ winners: z.number().int() });
