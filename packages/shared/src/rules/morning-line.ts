/**
 * Morning line odds (domain.md): the track handicapper's forecast, written fractionally ('9-2', '5/2'), as
 * decimal odds-to-1 ('4.50', as in Brisnet files), as a whole number ('4' means 4-1) or as 'EVEN'/'EVN'/'EVENS'
 * (1-1). The rules compare them as decimal odds-to-1: '9-2' → 4.5.
 */

/** The largest denominator formatMorningLine writes as a fraction (so 0.1 → '1-10', but 0.37 → '0.37'). */
export const MORNING_LINE_MAX_DENOMINATOR = 10;

const FRACTION = /^([0-9]+)\s*[-/]\s*([0-9]+)$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;
const EVEN = /^(?:EVEN|EVENS|EVN|EV)$/i;

/**
 * Decimal odds-to-1 of a morning line, or null when the text is blank or not odds: 'abc', '9-0', '0', '-2',
 * '4.5.1'. Zero odds are not odds, so '0' and '0-1' are null too. Surrounding whitespace is ignored.
 * A fraction keeps its exact ratio (5-3 → 1.666…), so comparisons between lines are exact enough.
 */
export function parseMorningLine(text: string): number | null {
  const trimmed = text.trim();
  if (EVEN.test(trimmed)) return 1;
  const fraction = FRACTION.exec(trimmed);
  const odds = fraction
    ? Number(fraction[1]) / Number(fraction[2])
    : DECIMAL.test(trimmed)
      ? Number(trimmed)
      : Number.NaN;
  return Number.isFinite(odds) && odds > 0 ? odds : null;
}

/**
 * The conventional text of decimal odds-to-1: a fraction 'N-D' in lowest terms when the odds are exactly N/D
 * with D ≤ 10 (4.5 → '9-2', 2.5 → '5-2', 1 → '1-1', 1.2 → '6-5', 0.4 → '2-5', 5 → '5-1'), else the decimal
 * with two places (4.56 → '4.56', 1.333 → '1.33'). Null, non-finite or non-positive odds give ''.
 */
export function formatMorningLine(odds: number | null): string {
  if (odds === null || !Number.isFinite(odds) || odds <= 0) return '';
  for (let denominator = 1; denominator <= MORNING_LINE_MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round(odds * denominator);
    if (numerator > 0 && Math.abs(odds * denominator - numerator) < 1e-9 * denominator * Math.max(1, odds)) {
      return `${numerator}-${denominator}`;
    }
  }
  return odds.toFixed(2);
}
