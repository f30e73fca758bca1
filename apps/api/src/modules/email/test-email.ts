import { formatContestDate } from '@cj/shared/rules/zoned-time';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

/**
 * What an administrator sends to check that mail reaches people: the contest's brand and layout, marked as a
 * test. Essential (no preference stops it): someone asked for it on purpose, and it answers at once.
 */
export function testEmail(options: {
  to: string;
  firstName: string;
  contest: { name: string; slug: string; startTime: Date };
  site: EmailSite;
}): OutgoingEmail {
  const { to, firstName, contest, site } = options;
  return composeEmail({
    kind: 'test',
    to,
    site,
    subject: `${site.brand}: test e-mail for ${contest.name}`,
    unsubscribeType: null,
    content: {
      heading: 'This is a test e-mail',
      paragraphs: [
        `Hi ${firstName}, an administrator of ${site.brand} sent this test e-mail for ${contest.name} (${formatContestDate(contest.startTime)}).`,
        'If you can read it, e-mail from the contest reaches you. There is nothing else to do.',
      ],
      action: { label: 'Open Contest', url: `${site.siteUrl}/contest/${encodeURIComponent(contest.slug)}` },
    },
  });
}
