import { formatMoney } from '@cj/shared/rules/money';

/** '$1,234.50' for dollars as the API sends them (12.5 → '$12.50'). */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

/** '+$8.40': a play's payoff, shown next to its amount. */
export function formatPayoff(dollars: number): string {
  return `+${formatDollars(dollars)}`;
}
