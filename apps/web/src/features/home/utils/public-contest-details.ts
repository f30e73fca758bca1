import type { PublicContestSummary } from '@cj/shared/contests';
import { CONTEST_FORMAT_LABELS, type ContestFormat } from '@cj/shared/enums';
import { formatMoney } from '@cj/shared/rules/money';

/**
 * What a visitor weighs before opening a contest, under its start in the home lists: 'Win Bankroll · 42 entries ·
 * $1,000.00 in cash prizes' ('3 prizes' when none is cash; nothing about prizes when there are none).
 */
export function publicContestDetails({ format, entries, prizes }: PublicContestSummary): string {
  const parts = [CONTEST_FORMAT_LABELS[format as ContestFormat] ?? 'Contest'];
  parts.push(entries === 1 ? '1 entry' : `${entries.toLocaleString('en-US')} entries`);
  if (prizes.cash > 0) parts.push(`${formatMoney(Math.round(prizes.cash * 100))} in cash prizes`);
  else if (prizes.count > 0) parts.push(prizes.count === 1 ? '1 prize' : `${prizes.count} prizes`);
  return parts.join(' · ');
}
