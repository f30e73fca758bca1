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
export const isSerializationFailure = (error: unknown) =>
  pgCode(error) === '40001' || pgCode(error) === '40P01';
