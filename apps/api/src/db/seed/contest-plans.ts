import { ContestFormat, PrizeType, Property } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { minimumStakeCents } from '@cj/shared/rules/stakes';

/** The demo contests: upcoming and past, both formats, both properties, each on the races of one card. */

interface PrizePlan {
  placement: number;
  type: PrizeType;
  valueCents: number;
  label: string;
  paid?: boolean;
}

export interface ContestPlan {
  name: string;
  cardKey: string;
  property: Property;
  format: ContestFormat;
  /** WinBankroll only: the bankroll each entry starts with; 0 for Win. */
  startingBankrollCents: number;
  /** WinBankroll only: the minimum stake on each contest race; 0 for Win. */
  minWagerAmountCents: number;
  /** How many demo players enroll. */
  entrants: number;
  maxEntries?: number;
  chatEnabled?: boolean;
  isCancelled?: boolean;
  /** Given for the one featured contest. */
  featuredDescription?: string;
  analysis?: string;
  ppLink?: string;
  liveStreamLink?: string;
  winnersNotified?: boolean;
  prizes?: PrizePlan[];
}

const BANKROLL = 10_000;

export const CONTEST_PLANS: readonly ContestPlan[] = [
  {
    name: 'Churchill Downs Bankroll Challenge',
    cardKey: 'cd-upcoming',
    property: Property.Thoroughbred,
    format: ContestFormat.WinBankroll,
    startingBankrollCents: BANKROLL,
    minWagerAmountCents: 500,
    entrants: 10,
    chatEnabled: true,
    featuredDescription:
      '<p>Start with a <strong>$100 bankroll</strong> and play the whole Churchill Downs card. ' +
      'The top three bankrolls share <strong>$750 in cash</strong> and a tournament buy-in.</p>',
    analysis:
      '<p><strong>Race 1:</strong> Speed has held up on this surface all week; favour runners who break sharply.</p>' +
      '<p><strong>Race 4:</strong> A turf sprint with a main-track-only runner: upgrade it if the race comes off the grass.</p>' +
      '<p><strong>Best bet:</strong> the morning-line favourite in Race 6 has won three of its last four.</p>',
    prizes: [
      { placement: 1, type: PrizeType.Cash, valueCents: 50_000, label: '$500 cash' },
      { placement: 2, type: PrizeType.Cash, valueCents: 25_000, label: '$250 cash' },
      { placement: 3, type: PrizeType.BuyIn, valueCents: 10_000, label: '$100 tournament buy-in' },
    ],
  },
  {
    name: 'Santa Anita Win Contest',
    cardKey: 'sa-upcoming',
    property: Property.Thoroughbred,
    format: ContestFormat.Win,
    startingBankrollCents: 0,
    minWagerAmountCents: 0,
    entrants: 8,
    maxEntries: 2,
    chatEnabled: true,
    ppLink: 'https://example.com/past-performances/santa-anita',
    liveStreamLink: 'https://example.com/live/santa-anita',
  },
  {
    name: 'Santa Anita Turf Festival',
    cardKey: 'sa-upcoming',
    property: Property.Thoroughbred,
    format: ContestFormat.WinBankroll,
    startingBankrollCents: BANKROLL,
    minWagerAmountCents: 200,
    entrants: 3,
    isCancelled: true,
  },
  {
    name: 'Gulfstream Park Bankroll Classic',
    cardKey: 'gp-past',
    property: Property.Thoroughbred,
    format: ContestFormat.WinBankroll,
    startingBankrollCents: BANKROLL,
    minWagerAmountCents: 200,
    entrants: 11,
    chatEnabled: true,
    winnersNotified: true,
    prizes: [
      { placement: 1, type: PrizeType.Cash, valueCents: 30_000, label: '$300 cash', paid: true },
      { placement: 2, type: PrizeType.Cash, valueCents: 15_000, label: '$150 cash', paid: true },
      {
        placement: 3,
        type: PrizeType.Merchandise,
        valueCents: 5_000,
        label: 'Contest Jockey jacket',
        paid: true,
      },
    ],
  },
  {
    name: 'Saratoga Win Showdown',
    cardKey: 'sar-recent',
    property: Property.Thoroughbred,
    format: ContestFormat.Win,
    startingBankrollCents: 0,
    minWagerAmountCents: 0,
    entrants: 9,
    prizes: [
      { placement: 1, type: PrizeType.Merchandise, valueCents: 7_500, label: 'Saratoga souvenir package' },
    ],
  },
  {
    name: 'Meadowlands Harness Bankroll',
    cardKey: 'm-upcoming',
    property: Property.Harness,
    format: ContestFormat.WinBankroll,
    startingBankrollCents: BANKROLL,
    minWagerAmountCents: 200,
    entrants: 9,
    chatEnabled: true,
    prizes: [
      { placement: 1, type: PrizeType.Cash, valueCents: 20_000, label: '$200 cash' },
      { placement: 2, type: PrizeType.BuyIn, valueCents: 5_000, label: '$50 tournament buy-in' },
    ],
  },
  {
    name: 'Mohawk Park Win Contest',
    cardKey: 'wbsb-upcoming',
    property: Property.Harness,
    format: ContestFormat.Win,
    startingBankrollCents: 0,
    minWagerAmountCents: 0,
    entrants: 7,
  },
  {
    name: 'Northfield Park Bankroll Classic',
    cardKey: 'nfld-past',
    property: Property.Harness,
    format: ContestFormat.WinBankroll,
    startingBankrollCents: BANKROLL,
    minWagerAmountCents: 500,
    entrants: 10,
    chatEnabled: true,
    prizes: [
      { placement: 1, type: PrizeType.Cash, valueCents: 25_000, label: '$250 cash' },
      { placement: 2, type: PrizeType.Cash, valueCents: 10_000, label: '$100 cash' },
    ],
  },
  {
    name: 'Meadowlands Win Contest',
    cardKey: 'm-past',
    property: Property.Harness,
    format: ContestFormat.Win,
    startingBankrollCents: 0,
    minWagerAmountCents: 0,
    entrants: 8,
  },
];

/** The rules text shown on the contest page. */
export function contestDescription(plan: ContestPlan): string {
  if (plan.format === ContestFormat.Win) {
    return (
      'Pick one horse to win in each contest race. Every pick is a mythical $2 win bet, and your score is the ' +
      "total of your winners' official $2 win payoffs. Picks close when each race goes off. " +
      'The highest total after the last race wins; ties split the prizes of the places they share.'
    );
  }
  const minimum = formatMoney(minimumStakeCents(plan.minWagerAmountCents));
  return (
    `Start with a ${formatMoney(plan.startingBankrollCents)} bankroll. In each contest race, pick one horse to win ` +
    `and stake at least ${minimum} of your bankroll. A winner returns its official $2 win payoff times your ` +
    'stake divided by 2. Picks close when each race goes off. The highest bankroll after the last race wins; ' +
    'ties split the prizes of the places they share.'
  );
}
