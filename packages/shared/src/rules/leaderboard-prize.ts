import { PrizeType } from '../enums';
import { formatMoney } from './money';
import { ordinal } from './ordinal';

export interface ShownPrize {
  placement: number;
  type: number;
  /** Dollars. */
  value: number;
  label: string;
}

const TYPE_WORDS: Record<number, string> = {
  [PrizeType.Cash]: 'cash',
  [PrizeType.BuyIn]: 'buy-in',
  [PrizeType.Merchandise]: 'merchandise',
};

const prizeText = (prize: ShownPrize) => {
  const value = formatMoney(Math.round(prize.value * 100));
  const label = prize.label.trim();
  return label ? `${label} (${value})` : `${value} ${TYPE_WORDS[prize.type] ?? 'prize'}`;
};

/**
 * What a leaderboard row in the money wins, beside it: entries tied at `rank` occupy the placements rank..rank+k−1
 * (`groupSize` k) and share their prizes (rules/prizes.ts). One entry: 'Prize: $500.00 cash' or 'Prize: Saratoga
 * trip ($1,200.00)'; a tie: 'Shares the 1st–2nd place prizes'; a group whose size is not known yet (more rows to
 * load): 'In the money'. Null when no prize falls on those placements.
 */
export function leaderboardPrizeText(
  rank: number,
  groupSize: number | null,
  prizes: readonly ShownPrize[],
): string | null {
  const last = groupSize === null ? rank : rank + groupSize - 1;
  const won = prizes
    .filter((prize) => prize.placement >= rank && prize.placement <= last)
    .sort((a, b) => a.placement - b.placement);
  if (groupSize === null) {
    const anyBeyond = prizes.some((prize) => prize.placement >= rank);
    return anyBeyond ? 'In the money' : null;
  }
  if (won.length === 0) return null;
  if (groupSize > 1) return `Shares the ${ordinal(rank)}–${ordinal(last)} place prizes`;
  return `Prize: ${won.map(prizeText).join(' + ')}`;
}
