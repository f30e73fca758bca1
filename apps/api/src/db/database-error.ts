/** An error with the fields Node's network errors and pg's server errors carry. */
interface ErrorFields {
  message?: unknown;
  code?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const SYSTEM_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

/**
 * One line saying why the database could not be opened: drizzle wraps the driver's error ("Failed query: …"), so
 * this goes down to the innermost cause: PostgreSQL's own message (`database "x" does not exist`, `password
 * authentication failed for user "cj"`), or the network failure with its address (`connection refused
 * 127.0.0.1:5433`, `host not found: db.example`).
 */
export function describeDatabaseError(error: unknown): string {
  const cause = innermost(error);
  if (cause instanceof AggregateError && cause.errors.length > 0) {
    // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails once per address.
    const failures = cause.errors.map((one) => networkFailure(innermost(one)));
    const what = failures[0]?.what;
    if (what && failures.every((failure) => failure?.what === what)) {
      return `${what} ${failures.map((failure) => failure?.where).join(', ')}`;
    }
    return cause.errors.map((one) => describeDatabaseError(one)).join('; ');
  }
  const failure = networkFailure(cause);
  if (failure) return `${failure.what} ${failure.where}`;
  const message = isObject(cause) ? (cause as ErrorFields).message : undefined;
  return oneLine(String(message ?? cause));
}

/** A network error as "what happened" and "where": `connection refused` `127.0.0.1:5433`. */
function networkFailure(cause: unknown): { what: string; where: string } | null {
  if (!isObject(cause)) return null;
  const fields = cause as ErrorFields;
  const code = typeof fields.code === 'string' ? fields.code : '';
  if ((code === 'ENOTFOUND' || code === 'EAI_AGAIN') && fields.hostname !== undefined) {
    return { what: 'host not found:', where: String(fields.hostname) };
  }
  const what = SYSTEM_ERRORS[code];
  if (!what || fields.address === undefined) return null;
  const port = fields.port === undefined ? '' : `:${String(fields.port)}`;
  return { what, where: `${String(fields.address)}${port}` };
}

function innermost(error: unknown): unknown {
  let current = error;
  for (
    let depth = 0;
    depth < 10 && isObject(current) && (current as ErrorFields).cause !== undefined;
    depth++
  ) {
    current = (current as ErrorFields).cause;
  }
  return current;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The configured database could not be opened; the message says why, in one line. */
export class DatabaseOpenError extends Error {
  constructor(cause: unknown) {
    super(`Cannot open the database: ${describeDatabaseError(cause)}`, { cause });
    this.name = 'DatabaseOpenError';
  }
}
