import { PASSWORD_RESET_CODE_MINUTES } from '@cj/shared/constants';
import { emailLayout } from './html';
import type { MailMessage } from './mailer';

export function passwordResetEmail(options: {
  to: string;
  brand: string;
  siteUrl: string;
  code: string;
}): MailMessage {
  const url = `${options.siteUrl}/password/update?code=${encodeURIComponent(options.code)}`;
  const { html, text } = emailLayout({
    brand: options.brand,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${options.brand} account.`,
      `The link below works once, for ${PASSWORD_RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
    action: { label: 'Reset Password', url },
  });
  return { to: options.to, subject: `${options.brand}: reset your password`, html, text };
}
