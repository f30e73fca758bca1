import { ContestFormat, EmailType, PrizeType } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { formatContestDate } from '@cj/shared/rules/zoned-time';
import type { EmailAd } from './email-ad';
import { composeEmail, type EmailSite, type OutgoingEmail } from './outgoing-email';

interface WonPrize {
  label: string;
  placement: number;
  type: number;
  valueCents: number;
  paid: boolean;
}

/** One winning entry: its final standing and score, and its share of each prize (ARCHITECTURE.md §4 splits ties). */
export interface WinningPlayer {
  entryName: string;
  placements: number[];
  coWinners: number;
  /** The final leaderboard bankroll: the bankroll (WinBankroll) or the payouts summed (Win). */
  leaderboardBankrollCents: number;
  shares: { prize: WonPrize; valueCents: number }[];
}

/** The contest as the message tells of it. */
export interface WonContest {
  name: string;
  slug: string;
  format: number;
  /** How many entries it ranked. */
  entries: number;
  /** When its results became official (24 hours after its last race was finalized). */
  officialAt: Date;
}

const TYPE_NAMES: Record<number, string> = {
  [PrizeType.Cash]: 'Cash prize',
  [PrizeType.BuyIn]: 'Buy-in',
  [PrizeType.Merchandise]: 'Merchandise',
};

/** How each kind of prize reaches its winner. */
const ARRANGEMENTS: Record<number, string> = {
  [PrizeType.Cash]: 'we will write to you at this address to arrange the payment',
  [PrizeType.BuyIn]: 'we will write to you at this address with how to use your entry',
  [PrizeType.Merchandise]: 'we will write to you at this address to ask where to send it',
};

const prizeName = (prize: WonPrize) => prize.label || TYPE_NAMES[prize.type] || 'Prize';

/** 'a final bankroll of $312.40' (WinBankroll) or 'total payouts of $48.20' (Win). */
function score(contest: WonContest, cents: number): string {
  const amount = formatMoney(cents);
  return contest.format === ContestFormat.Win
    ? `total payouts of ${amount}`
    : `a final bankroll of ${amount}`;
}

function finish(entry: WinningPlayer, contest: WonContest): string {
  const place = ordinal(entry.placements[0]!);
  const field = `${place} of ${contest.entries} ${contest.entries === 1 ? 'entry' : 'entries'}`;
  const scored = score(contest, entry.leaderboardBankrollCents);
  if (entry.coWinners === 1) return `${entry.entryName} finished ${field} with ${scored}.`;
  const others = entry.coWinners - 1;
  const shared = entry.placements.map(ordinal).join(', ');
  return `${entry.entryName} tied for ${field} with ${others} other ${others === 1 ? 'entry' : 'entries'}, with ${scored}, so the prizes for ${shared} place are shared evenly.`;
}

function prizeLine(share: WinningPlayer['shares'][number], coWinners: number): string {
  const { prize } = share;
  const amount = formatMoney(share.valueCents);
  const whole = coWinners > 1 ? ` (your share of ${formatMoney(prize.valueCents)})` : '';
  return `${prizeName(prize)} for ${ordinal(prize.placement)} place: ${amount}${whole}`;
}

/** What happens next for one prize: paid already, or how it will be arranged. */
function nextStep(prize: WonPrize): string {
  const name = `${prizeName(prize)} for ${ordinal(prize.placement)} place`;
  if (prize.paid) return `Your ${name} is already marked as paid.`;
  return `For your ${name}, ${ARRANGEMENTS[prize.type] ?? ARRANGEMENTS[PrizeType.Cash]}.`;
}

/** One message per winning account, listing every entry of theirs that won and what happens next. */
export function winnersNotifiedEmail(options: {
  to: string;
  firstName: string;
  contest: WonContest;
  entries: WinningPlayer[];
  site: EmailSite;
  /** Where questions go: the contest brand's contact address. */
  contactEmail: string;
  /** The contest e-mail ad (placement 3) for the contest's brand, if any. */
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { to, firstName, contest, entries, site } = options;
  const prizes = entries.flatMap((entry) => entry.shares.map((share) => share.prize));
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
        `The results of ${contest.name} became official on ${formatContestDate(contest.officialAt)}.`,
        ...entries.flatMap((entry) => [
          finish(entry, contest),
          ...entry.shares.map((share) => prizeLine(share, entry.coWinners)),
        ]),
        'What happens next:',
        ...prizes.map(nextStep),
        `Questions about your prize? Write to ${options.contactEmail}.`,
      ],
      action: {
        label: 'View Leaderboard',
        url: `${site.siteUrl}/contest/${encodeURIComponent(contest.slug)}/leaderboard`,
      },
    },
  });
}
