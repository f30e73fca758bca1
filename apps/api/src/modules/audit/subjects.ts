import type { PrizeType } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { formatContestDate } from '@cj/shared/rules/zoned-time';

/**
 * How the audit log names what an operator acted on, so an operator reading it knows the thing without looking
 * up an id: 'Aqueduct Race 3 (November 28, 2026)', 'contest Saturday Showdown', 'prize 1st place ($500.00 cash)',
 * 'account jane@x.com'. Money reads '$12.50'; a post time reads at the track, with its zone ('1:05 PM ET').
 */

/** The account that did it, as `auditOperatorAction` takes it. */
export interface Operator {
  id: number;
  email: string;
}

/** 'Aqueduct Race 3 (November 28, 2026)': the card's date, which is the track's own day. */
export function raceSubject(race: { raceNumber: number; raceDate: string }, track: { name: string }) {
  return `${track.name} Race ${race.raceNumber} (${cardDateText(race.raceDate)})`;
}

/** 'November 28, 2026' for a card's date ('2026-11-28'). */
export const cardDateText = (raceDate: string) => formatContestDate(`${raceDate}T00:00:00Z`);

/** '$12.50'; null (no amount, e.g. no payout cap) reads as absent. */
export const moneyText = (cents: number | null) => (cents === null ? null : formatMoney(cents));

/** '#4 Lark', or 'Lark' for a runner without a program number. */
export const runnerName = (runner: { programNumber: string | null; name: string }) =>
  runner.programNumber ? `#${runner.programNumber} ${runner.name}` : runner.name;

export const contestSubject = (contest: { name: string }) => `contest ${contest.name}`;

export const accountSubject = (account: { email: string }) => `account ${account.email}`;

const PRIZE_KINDS: Record<PrizeType, string> = { 1: 'cash', 2: 'buy-in', 3: 'merchandise' };

/** 'cash', 'buy-in' or 'merchandise'. */
export const prizeKind = (type: number) => PRIZE_KINDS[type as PrizeType] ?? 'prize';

/** 'prize 1st place ($500.00 cash)', its label added when it has one: 'prize 2nd place ($50.00 buy-in, Seat)'. */
export function prizeSubject(prize: { placement: number; type: number; valueCents: number; label: string }) {
  const kind = prizeKind(prize.type);
  const label = prize.label.trim() ? `, ${prize.label.trim()}` : '';
  return `prize ${ordinal(prize.placement)} place (${formatMoney(prize.valueCents)} ${kind}${label})`;
}

/** 'yes' / 'no' for a switch. */
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
