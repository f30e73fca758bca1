/** The database's error (its SQLSTATE and, when one was broken, the constraint). Drizzle wraps it in `cause`. */
function pgError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string };
  }
  return undefined;
}

/** PostgreSQL error codes the services turn into client answers. */
const pgCode = (error: unknown) => pgError(error)?.code;

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A unique violation of the constraint named `constraint`. */
export const isUniqueViolationOf = (error: unknown, constraint: string) => {
  const found = pgError(error);
  return found?.code === '23505' && found.constraint === constraint;
};

/**
 * The SQLSTATE when PostgreSQL ended the transaction for colliding with another one, a deadlock (40P01) or a
 * serialization failure (40001), which running it again may get past (db/retry.ts); else undefined.
 */
export function conflictCode(error: unknown): '40001' | '40P01' | undefined {
  const code = pgCode(error);
  return code === '40001' || code === '40P01' ? code : undefined;
}

/** Node's network errors when the database host cannot be reached or the connection broke. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: admin shutdown (57P01, a fast stop or a terminated
 * backend), crash shutdown (57P02), cannot connect now (57P03, starting up or in recovery), and the connection
 * exception class 08 (08000, 08003, 08006, 08001, 08004, …).
 */
const isUnavailableState = (code: string) =>
  code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08');

/**
 * What node-postgres and pg-pool say when a connection is lost or none is to be had, without a code: a server
 * that closed the socket, a connect or a wait for a free connection longer than `connectionTimeoutMillis`, a client
 * whose connection had already failed.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether the error says the database cannot be reached right now (down, restarting, unreachable, or no
 * connection to be had in time) rather than that the statement was wrong: the request may succeed when repeated
 * later. Drizzle wraps the driver's error in `cause`; connecting to a name with several addresses fails with an
 * AggregateError of one error per address.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 20) continue;
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) {
      return true;
    }
    pending.push(cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
