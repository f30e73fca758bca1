import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A write sent with an `Idempotency-Key` (decision 056): the key, and what identifies the request it was sent with. */
export interface IdempotentRequest {
  key: string;
  /** Method and path ('POST /api/race/12/wager'). */
  request: string;
  /** SHA-256 (hex) of the method, the path and the body as the route read it. */
  requestHash: string;
}

/**
 * The request's key and fingerprint, or null when it was sent without a key. The route's header schema has already
 * checked the key. The body is the one the route's schema read (its fields in the schema's order), so a retry that
 * sends the same fields in another order or spacing is the same request.
 */
export function idempotentRequestOf(request: FastifyRequest, body: unknown): IdempotentRequest | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  const target = `${request.method} ${request.url.split('?')[0]}`;
  const requestHash = createHash('sha256')
    .update(`${target}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
  return { key, request: target, requestHash };
}
