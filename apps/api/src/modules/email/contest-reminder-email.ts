import { EmailType } from '@cj/shared/enums';
import { formatZonedTime } from '@cj/shared/rules/zoned-time';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

/** A contest race the player has not picked yet, at its track. */
export interface UnpickedRace {
  raceNumber: number;
  trackName: string;
  postTime: Date;
  /** The track's IANA timezone: post times are written at the track, with its zone ('12:30 PM ET'). */
  timezone: string;
}

/**
 * Sent before a contest's first post to an enrolled player with races still unpicked: which races (number, track,
 * post time with its zone) and a link to the contest. A contest update, so the address can turn it off.
 */
export function contestReminderEmail(options: {
  to: string;
  firstName: string;
  contest: { name: string; slug: string };
  /** In post order; the first is the contest's first post when it is unpicked. */
  races: readonly UnpickedRace[];
  firstPost: { time: Date; timezone: string };
  site: EmailSite;
}): OutgoingEmail {
  const { to, firstName, contest, races, firstPost, site } = options;
  const count = races.length === 1 ? '1 race' : `${races.length} races`;
  return composeEmail({
    kind: 'contest-reminder',
    to,
    site,
    subject: `${site.brand}: ${count} to pick in ${contest.name}`,
    unsubscribeType: EmailType.ContestUpdates,
    content: {
      heading: 'Races still to pick',
      paragraphs: [
        `Hi ${firstName}, ${contest.name} starts at ${formatZonedTime(firstPost.time, firstPost.timezone, { withDate: true })}, and you have not picked ${races.length === 1 ? 'this race' : 'these races'} yet:`,
        ...races.map(
          (race) =>
            `Race ${race.raceNumber} at ${race.trackName}, post ${formatZonedTime(race.postTime, race.timezone)}`,
        ),
        'Make your plays on the contest page before each race closes. Good luck!',
      ],
      action: {
        label: 'Make Your Picks',
        url: `${site.siteUrl}/contest/${encodeURIComponent(contest.slug)}`,
      },
    },
  });
}
