import { z } from 'zod';

const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A numeric id taken from a path: digits only and within PostgreSQL's integer range, else null, so 'abc' or
 * '99999999999' reach the caller as "not found" (404, or [] for a list) instead of a database error.
 */
export function parsePathId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return fitsIntegerId(id) ? id : null;
}

/** Whether a number can be the id of a row: a positive integer within PostgreSQL's integer range. */
export function fitsIntegerId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER_ID;
}

/**
 * A numeric id of a path, parsed once by the route schema: the handler receives the id, or null for text that names
 * no row (the service answers "not found").
 */
export const PathIdSchema = z.string().trim().max(200).transform(parsePathId);

/** `{id}` of a path that names a row by its numeric id (not a contest, whose `{id}` may be its slug). */
export const PathIdParamsSchema = z.object({ id: PathIdSchema });
