import { formatMoney } from '@cj/shared/rules/money';

/** '$1,234.50' for dollars as the API sends them (12.5 → '$12.50'). */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}
