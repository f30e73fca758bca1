import { ContestFormat, EmailType } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { formatContestDate } from '@cj/shared/rules/zoned-time';
import type { EmailAd } from './email-ad';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

export interface EnrolledContest {
  name: string;
  slug: string;
  startTime: Date;
  format: number;
  startingBankrollCents: number;
}

/** Sent when a player enrolls; a contest update, so the address can turn it off. */
export function enrollmentConfirmedEmail(options: {
  to: string;
  firstName: string;
  entryName: string;
  contest: EnrolledContest;
  site: EmailSite;
  /** The contest e-mail ad (placement 3) for the contest's brand, if any. */
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { to, firstName, entryName, contest, site } = options;
  const bankroll =
    contest.format === ContestFormat.WinBankroll
      ? [`Your starting bankroll is ${formatMoney(contest.startingBankrollCents)}.`]
      : [];
  return composeEmail({
    kind: 'enrollment-confirmed',
    to,
    site,
    subject: `${site.brand}: you're entered in ${contest.name}`,
    unsubscribeType: EmailType.ContestUpdates,
    ad: options.ad,
    content: {
      heading: "You're entered!",
      paragraphs: [
        `Hi ${firstName}, your entry ${entryName} is enrolled in ${contest.name}, which starts ${formatContestDate(contest.startTime)}.`,
        ...bankroll,
        'Make your plays on the contest page before each race closes. Good luck!',
      ],
      action: { label: 'Open Contest', url: `${site.siteUrl}/contest/${encodeURIComponent(contest.slug)}` },
    },
  });
}
