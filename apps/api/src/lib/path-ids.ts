const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A numeric id taken from a path: digits only and within PostgreSQL's integer range, else null, so 'abc' or
 * '99999999999' reach the caller as "not found" (404, or [] for a list) instead of a database error.
 */
export function parsePathId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_INTEGER_ID ? id : null;
}
