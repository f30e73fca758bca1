/**
 * Money: the database and the rules work in integer cents; the API speaks dollars as numbers with at most two
 * decimals (ARCHITECTURE.md §3); the UI shows '$1,234.50' (USD).
 */

const DOLLARS_TEXT = /^(-?)([0-9]*)(?:\.([0-9]{0,2}))?$/;

/**
 * Integer cents of a dollar amount, or null when it is not finite, has more than two decimals, or does not fit
 * in a safe integer of cents. Numbers: 12.5 → 1250, 0.1 → 10, 1.005 → null. Text (trimmed) is read exactly,
 * without floating point: '12.50' → 1250, '12' → 1200, '.5' → 50, '-3' → -300; '', '1e3', '$5', '1,000',
 * '1.234' → null. Negative amounts convert; whether they are allowed is the caller's rule.
 */
export function dollarsToCents(dollars: number | string): number | null {
  if (typeof dollars === 'string') return textDollarsToCents(dollars.trim());
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== dollars) return null;
  return cents === 0 ? 0 : cents;
}

function textDollarsToCents(text: string): number | null {
  const match = DOLLARS_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign && cents !== 0 ? -cents : cents;
}

/** Why an amount typed or sent as a stake cannot be taken (the messages are WAGER_MESSAGES'). */
export type AmountProblem = 'notANumber' | 'notPositive' | 'fractionOfCent';

export type AmountReading = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

const AMOUNT_TEXT = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

const refused = (problem: AmountProblem): AmountReading => ({ ok: false, problem });

/**
 * A stake typed in a form (text) or sent to the API (a number of dollars), read once into integer cents, or what
 * is wrong with it: not a number ('ten', '1e3', '$5'), not more than $0 ('-5', '0'), or a fraction of a cent
 * ('5.555', 2.005). Text is read exactly (dollarsToCents); whether the stake is allowed is rules/stakes.ts'.
 */
export function readAmount(amount: number | string): AmountReading {
  if (typeof amount === 'string') {
    const text = amount.trim();
    if (!AMOUNT_TEXT.test(text)) return refused('notANumber');
    if (!(Number(text) > 0)) return refused('notPositive');
    const cents = dollarsToCents(text);
    if (cents !== null) return { ok: true, cents };
    return refused((text.split('.')[1] ?? '').length > 2 ? 'fractionOfCent' : 'notANumber');
  }
  if (!Number.isFinite(amount)) return refused('notANumber');
  if (!(amount > 0)) return refused('notPositive');
  const cents = dollarsToCents(amount);
  if (cents !== null) return { ok: true, cents };
  return refused(Number.isSafeInteger(Math.round(amount * 100)) ? 'fractionOfCent' : 'notANumber');
}

/** Dollars of integer cents, for the API: 1250 → 12.5. Exact for every safe integer of cents. */
export function centsToDollars(cents: number): number {
  const dollars = cents / 100;
  return dollars === 0 ? 0 : dollars;
}

/** '$1,234.50' for 123450; '-$5.00' for -500; '$0.00' for 0. A fractional cent is rounded to the nearest. */
export function formatMoney(cents: number): string {
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(?:[0-9]{3})+$)/g, ',');
  const fraction = (absolute % 100).toString().padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${whole}.${fraction}`;
}
