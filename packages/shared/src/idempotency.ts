import { z } from 'zod';

/**
 * Idempotent writes (decision 056): a play, an enrollment and a chat message accept the header `Idempotency-Key`, a
 * string the client makes once per attempt (a UUID); a retry with the same key answers the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long the server keeps a key and its answer at least: a retry after that is a new request. */
export const IDEMPOTENCY_KEY_KEPT_MS = 24 * 60 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 100 printable characters (letters, digits or punctuation).',
  keyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  chatKeyIsMessageId: "A chat message's Idempotency-Key must be its messageID.",
  answerGone:
    'A request with this Idempotency-Key was already carried out, and its answer is no longer kept. Check whether it ' +
    'took effect before sending it again with a new key.',
} as const;

/** Printable ASCII without spaces: what a header carries unchanged through every proxy. */
const IdempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.badKey })
  .regex(/^[\x21-\x7e]{1,100}$/, IDEMPOTENCY_MESSAGES.badKey);

/** The headers of a route that takes a key (Fastify reads header names in lower case); other headers pass. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional(),
});
