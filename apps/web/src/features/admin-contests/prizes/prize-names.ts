import { PRIZE_TYPE_LABELS, type PrizeType } from '@cj/shared/enums';
import { ordinal } from '@cj/shared/rules/ordinal';

/** CASH, BUY_IN or MERCHANDISE (spec §3). */
function prizeTypeLabel(type: number): string {
  return PRIZE_TYPE_LABELS[type as PrizeType] ?? String(type);
}

/** '1st: Seat at the final (BUY_IN)', or '1st (CASH)' without a label. */
export function prizeTitle(prize: { placement: number; type: number; label: string }): string {
  const type = prizeTypeLabel(prize.type);
  return `${ordinal(prize.placement)}${prize.label ? `: ${prize.label}` : ''} (${type})`;
}
