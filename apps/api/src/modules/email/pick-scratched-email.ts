import { EmailType } from '@cj/shared/enums';
import { runnerText, type ScratchSubstitute } from '@cj/shared/rules/scratched-play';
import type { EmailAd } from './email-ad';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

/** One play whose runner was scratched, as the player's e-mail tells of it. */
export interface ScratchedPick {
  firstName: string;
  entryName: string;
  contest: { name: string; slug: string };
  race: { raceNumber: number; trackName: string; open: boolean };
  runner: { programNumber: string; name: string };
  /** What the play will be scored as (rules/scratched-play.ts scratchSubstitute). */
  substitute: ScratchSubstitute;
}

const scoredAs = (substitute: ScratchSubstitute) =>
  substitute.reason === 'alternate' && substitute.runner
    ? `${runnerText(substitute.runner)}, your alternate`
    : 'the post-time favorite';

/** Sent when a player's pick is scratched; a contest update, so the address can turn it off. */
export function pickScratchedEmail(options: {
  to: string;
  pick: ScratchedPick;
  site: EmailSite;
  /** The contest e-mail ad (placement 3) for the contest's brand, if any. */
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { pick, site } = options;
  const race = `Race ${pick.race.raceNumber}`;
  return scratchNotice(options, {
    subject: `${site.brand}: your pick in ${race} of ${pick.contest.name} was scratched`,
    heading: 'Your pick was scratched',
    news:
      `Hi ${pick.firstName}, ${runnerText(pick.runner)}, the pick of ${pick.entryName} in ${race} at ` +
      `${pick.race.trackName} (${pick.contest.name}), has been scratched.`,
    scoredAs: `Unless you change it, the play will be scored as ${scoredAs(pick.substitute)}.`,
  });
}

/**
 * Sent once when the alternate that a scratched pick was to be scored as is scratched too: the play is now scored as
 * `pick.substitute` (the post-time favorite). The same family and preference as the pick's scratch e-mail.
 */
export function alternateScratchedEmail(options: {
  to: string;
  pick: ScratchedPick & { alternate: { programNumber: string; name: string } };
  site: EmailSite;
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { pick, site } = options;
  const race = `Race ${pick.race.raceNumber}`;
  return scratchNotice(options, {
    subject: `${site.brand}: the alternate of your pick in ${race} of ${pick.contest.name} was scratched`,
    heading: 'Your alternate was scratched',
    news:
      `Hi ${pick.firstName}, ${runnerText(pick.alternate)}, the alternate of ${pick.entryName} in ${race} at ` +
      `${pick.race.trackName} (${pick.contest.name}), has been scratched too, so it cannot replace the ` +
      `scratched pick ${runnerText(pick.runner)}.`,
    scoredAs: `Unless you change it, the play will now be scored as ${scoredAs(pick.substitute)}.`,
  });
}

function scratchNotice(
  options: { to: string; pick: ScratchedPick; site: EmailSite; ad?: EmailAd | null },
  text: { subject: string; heading: string; news: string; scoredAs: string },
): OutgoingEmail {
  const { to, pick, site } = options;
  return composeEmail({
    kind: 'pick-scratched',
    to,
    site,
    subject: text.subject,
    unsubscribeType: EmailType.ContestUpdates,
    ad: options.ad,
    content: {
      heading: text.heading,
      paragraphs: [
        text.news,
        text.scoredAs,
        ...(pick.race.open
          ? ['You can change your pick on the contest page until wagering on the race closes.']
          : []),
      ],
      action: {
        label: 'Open Contest',
        url: `${site.siteUrl}/contest/${encodeURIComponent(pick.contest.slug)}`,
      },
    },
  });
}
