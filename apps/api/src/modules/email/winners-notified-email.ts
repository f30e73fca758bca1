import { EmailType, PrizeType } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import type { EmailAd } from './email-ad';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

interface WonPrize {
  label: string;
  placement: number;
  type: number;
  valueCents: number;
}

/** One winning entry: where it finished and its share of each prize (ARCHITECTURE.md §4 splits ties). */
export interface WinningPlayer {
  entryName: string;
  placements: number[];
  coWinners: number;
  shares: { prize: WonPrize; valueCents: number }[];
}

const TYPE_NAMES: Record<number, string> = {
  [PrizeType.Cash]: 'Cash prize',
  [PrizeType.BuyIn]: 'Buy-in',
  [PrizeType.Merchandise]: 'Merchandise',
};

function finish(entry: WinningPlayer): string {
  const place = ordinal(entry.placements[0]!);
  if (entry.coWinners === 1) return `${entry.entryName} finished ${place}.`;
  const others = entry.coWinners - 1;
  const shared = entry.placements.map(ordinal).join(', ');
  return `${entry.entryName} tied for ${place} with ${others} other ${others === 1 ? 'entry' : 'entries'}, so the prizes for ${shared} place are shared evenly.`;
}

function prizeLine(share: WinningPlayer['shares'][number], coWinners: number): string {
  const { prize } = share;
  const name = prize.label || TYPE_NAMES[prize.type] || 'Prize';
  const amount = formatMoney(share.valueCents);
  const whole = coWinners > 1 ? ` (your share of ${formatMoney(prize.valueCents)})` : '';
  return `${name} for ${ordinal(prize.placement)} place: ${amount}${whole}`;
}

/** One message per winning account, listing every entry of theirs that won. */
export function winnersNotifiedEmail(options: {
  to: string;
  firstName: string;
  contest: { name: string; slug: string };
  entries: WinningPlayer[];
  site: EmailSite;
  /** The contest e-mail ad (placement 3) for the contest's brand, if any. */
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { to, firstName, contest, entries, site } = options;
  return composeEmail({
    kind: 'winners-notified',
    to,
    site,
    subject: `${site.brand}: you won a prize in ${contest.name}`,
    unsubscribeType: EmailType.ContestUpdates,
    ad: options.ad,
    content: {
      heading: `Congratulations, ${firstName}!`,
      paragraphs: [
        `The results of ${contest.name} are in.`,
        ...entries.flatMap((entry) => [
          finish(entry),
          ...entry.shares.map((share) => prizeLine(share, entry.coWinners)),
        ]),
        'We will be in touch about receiving your prize.',
      ],
      action: {
        label: 'View Leaderboard',
        url: `${site.siteUrl}/contest/${encodeURIComponent(contest.slug)}/leaderboard`,
      },
    },
  });
}
