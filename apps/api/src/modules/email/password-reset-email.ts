import { PASSWORD_RESET_CODE_MINUTES } from '@cj/shared/constants';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

/** Essential: it goes out whatever the address's preferences say. */
export function passwordResetEmail(options: { to: string; site: EmailSite; code: string }): OutgoingEmail {
  const { to, site, code } = options;
  return composeEmail({
    kind: 'password-reset',
    to,
    site,
    subject: `${site.brand}: reset your password`,
    unsubscribeType: null,
    content: {
      heading: 'Reset your password',
      paragraphs: [
        `Someone asked to reset the password of your ${site.brand} account.`,
        `The link below works once, for ${PASSWORD_RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
      ],
      action: {
        label: 'Reset Password',
        url: `${site.siteUrl}/password/update?code=${encodeURIComponent(code)}`,
      },
    },
  });
}
