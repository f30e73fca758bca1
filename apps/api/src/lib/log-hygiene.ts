import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** An e-mail address anywhere in a written log line (JSON-escaped text included). */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Drizzle's failed-statement message ends in its parameters; in a stack, the frames follow them. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** Error fields never written: a failed statement's values (e-mail addresses, hashes, tokens). */
const DROPPED_FIELDS: ReadonlySet<string> = new Set(['params', 'parameters']);

const MAX_CAUSE_DEPTH = 5;

/** Text of a log: no e-mail address, no statement parameters. */
export const redactLogText = (text: string) =>
  text.replace(QUERY_PARAMS, '\nparams: [redacted]').replace(EMAIL_ADDRESS, '[email]');

/** A URL's path: a query string can carry an e-mail address or a token (`?email=`, `?token=`). */
export const pathOnly = (url: string) => {
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
};

/**
 * An error as logged: type, message, stack, code and the driver's fields (PostgreSQL's detail, constraint), its
 * causes nested, with statement parameters left out and the rest redacted.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: redactLogText(String(error)) };
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: redactLogText(error.message),
    stack: redactLogText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_FIELDS.has(key) || key === 'cause' || key in out) continue;
    if (typeof value === 'string') out[key] = redactLogText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      out.errors = error.errors.map((one: unknown) => serializeError(one, depth + 1));
    }
  }
  return out;
}

/**
 * The application's logger options: requests logged by path without the query string, errors without statement
 * parameters, and a last pass over every written line masking e-mail addresses, whatever logged them (a job's
 * error, a field someone added). Logs go to files and services with wider access than the database (decision 055).
 */
export function withLogHygiene(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (request) => ({
        method: request.method,
        url: redactLogText(pathOnly(request.url)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    hooks: { ...base.hooks, streamWrite: redactLogText },
  };
}
