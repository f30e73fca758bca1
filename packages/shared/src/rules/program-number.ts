/**
 * Program numbers (spec §3, §9): '1' to '35', 'AE1' to 'AE4' (also-eligibles), or blank.
 *
 * A coupled entry ('1' and '1A' run as one betting interest) is ONE runner in the product, numbered with its
 * base number ('1'); the lettered forms only appear in imported cards and are folded with coupledEntryBase.
 */

/** Letters that mark the second, third… horse of a coupled entry ('1A', '1B', '1C', '1X'). */
export const COUPLED_ENTRY_LETTERS = ['A', 'B', 'C', 'X'] as const;

const VALID_PROGRAM_NUMBER = /^(?:[1-9]|[12][0-9]|3[0-5]|AE[1-4])?$/;
const COUPLED_ENTRY = /^([0-9]+)[ABCX]$/;

/**
 * The canonical spelling of a program number: whitespace removed (ends and inside, 'AE 1' → 'AE1'),
 * upper-cased, leading zeros of the number dropped ('01' → '1', 'ae02' → 'AE2', '01a' → '1A'; '0' stays '0').
 * It does not validate: '36' stays '36'.
 */
export function normalizeProgramNumber(raw: string): string {
  return raw
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^(AE)?0+(?=[0-9])/, '$1');
}

/** Whether `value`, exactly as given, is a canonical program number: '1'..'35', 'AE1'..'AE4' or ''. */
export function isValidProgramNumber(value: string): boolean {
  return VALID_PROGRAM_NUMBER.test(value);
}

/** Normalises `raw` and returns it if valid, else null ('01' → '1', ' ae4 ' → 'AE4', '36' → null, '1A' → null). */
export function parseProgramNumber(raw: string): string | null {
  const normalized = normalizeProgramNumber(raw);
  return isValidProgramNumber(normalized) ? normalized : null;
}

/**
 * The program number of the betting interest a horse belongs to: '1A', '1B', '1C', '1X' → '1'; anything else
 * comes back normalised and otherwise unchanged ('01' → '1', 'AE1' → 'AE1', '1D' → '1D'). It does not validate.
 */
export function coupledEntryBase(raw: string): string {
  const normalized = normalizeProgramNumber(raw);
  return COUPLED_ENTRY.exec(normalized)?.[1] ?? normalized;
}

type SortKey = readonly [group: number, digits: string, suffix: string];

function sortKey(raw: string): SortKey {
  const normalized = normalizeProgramNumber(raw);
  if (normalized === '') return [3, '', ''];
  const numbered = /^([0-9]+)([A-Z]?)$/.exec(normalized);
  if (numbered) return [0, numbered[1]!, numbered[2]!];
  const alsoEligible = /^AE([0-9]+)$/.exec(normalized);
  if (alsoEligible) return [1, alsoEligible[1]!, ''];
  return [2, '', normalized];
}

/** Compares digit strings without leading zeros as numbers, exactly (no size limit). */
function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sort comparator for program numbers: numbers ascending ('1', '2', … '35'; a lettered coupled form right after
 * its base: '1', '1A', '2'), then 'AE1'..'AE4', then anything else that is not a program number (by text),
 * then blank last. Inputs are normalised first, so '01' and '1' compare equal; distinct normalised values never
 * compare equal, so sorting is deterministic.
 */
export function compareProgramNumbers(a: string, b: string): number {
  const [groupA, digitsA, suffixA] = sortKey(a);
  const [groupB, digitsB, suffixB] = sortKey(b);
  if (groupA !== groupB) return groupA < groupB ? -1 : 1;
  const byNumber = compareDigits(digitsA, digitsB);
  if (byNumber !== 0) return byNumber;
  return suffixA < suffixB ? -1 : suffixA > suffixB ? 1 : 0;
}
