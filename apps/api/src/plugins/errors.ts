import { GENERIC_MESSAGES } from '@cj/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError } from '../db/database-error';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { HttpError, reasonPhrase } from '../lib/http-errors';

/**
 * How long a client is asked to wait when the database cannot be reached: a restart or failover takes seconds, and
 * the balancer's own retry (on connection failures only) does not cover an answer.
 */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL's codes for text it cannot hold: a NUL byte (22021) or a character the encoding lacks (22P05). */
const UNSTORABLE_TEXT_CODES: ReadonlySet<unknown> = new Set(['22021', '22P05']);

/** Whether the database refused text a client sent; Drizzle wraps the driver's error as `cause`. */
function isUnstorableText(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && UNSTORABLE_TEXT_CODES.has(current.code)) return true;
  }
  return false;
}

function send(reply: import('fastify').FastifyReply, statusCode: number, message: string) {
  return reply.status(statusCode).send({ statusCode, error: reasonPhrase(statusCode), message });
}

/**
 * One error handler: the spec's message for validation, typed HTTP errors as thrown, 503 with Retry-After while the
 * database cannot be reached, no detail for 5xx.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // A call with no body is validated as an empty object, so the first missing field is what the client reads.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });

    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, error.validation[0]?.message ?? GENERIC_MESSAGES.invalidBody);
      }
      if (error instanceof HttpError) return send(reply, error.statusCode, error.message);
      const statusCode =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode === 429) return send(reply, 429, GENERIC_MESSAGES.rateLimited);
      if (isUnstorableText(error)) return send(reply, 400, GENERIC_MESSAGES.invalidCharacters);
      if (isDatabaseUnavailable(error)) {
        // One line naming the cause (`connection refused 10.0.0.5:5432`), never the failed statement or its values.
        request.log.warn({ database: describeDatabaseError(error) }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, GENERIC_MESSAGES.unavailable);
      }
      if (statusCode >= 400 && statusCode < 500) {
        const code = 'code' in error ? error.code : undefined;
        const message =
          code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? GENERIC_MESSAGES.invalidBody
            : error.message;
        return send(reply, statusCode, message);
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, GENERIC_MESSAGES.internal);
    });
  },
  { name: 'errors' },
);
