/** PostgreSQL error codes the services turn into client answers. Drizzle wraps driver errors in `cause`. */
function pgCode(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isCheckViolation = (error: unknown) => pgCode(error) === '23514';

/**
 * The SQLSTATE when PostgreSQL ended the transaction for colliding with another one, a deadlock (40P01) or a
 * serialization failure (40001), which running it again may get past (db/retry.ts); else undefined.
 */
export function conflictCode(error: unknown): '40001' | '40P01' | undefined {
  const code = pgCode(error);
  return code === '40001' || code === '40P01' ? code : undefined;
}

export const isSerializationFailure = (error: unknown) => conflictCode(error) !== undefined;
