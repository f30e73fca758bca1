import { IDEMPOTENCY_KEY_KEPT_MS, IDEMPOTENCY_MESSAGES } from '@cj/shared/idempotency';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { inTransaction } from '../../db/retry';
import { conflict, HttpError } from '../../lib/http-errors';
import type { IdempotentRequest } from '../../lib/idempotency-request';
import {
  deleteKeysBefore,
  findStoredAnswer,
  insertStoredAnswer,
  isKeyCollision,
  lockKey,
  type StoredAnswer,
} from './repository';

/** What a write answers: its status and body, and whether they are a key's stored first answer. */
export interface Answer<T, Status extends number = 201> {
  status: Status;
  body: T;
  replayed: boolean;
}

/**
 * A key's first answer, answered again: only to the same request (method, path and body), else 422. The body is the
 * JSON the first answer was, so it is what `T` serialized to; it is sent through the route's response schema again.
 */
export function replayStoredAnswer<T, Status extends number = 201>(
  stored: StoredAnswer,
  idempotency: IdempotentRequest,
): Answer<T, Status> {
  if (stored.request !== idempotency.request || stored.requestHash !== idempotency.requestHash) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
  }
  // The same method and path is the same route, whose success status is the one stored (refusals are not stored).
  return { status: stored.status as Status, body: stored.body as T, replayed: true };
}

/** The key's stored answer, answered again (422 for another request), or null when the key holds none. */
export async function storedAnswerOf<T, Status extends number = 201>(
  ctx: AppContext,
  account: SessionAccount,
  idempotency: IdempotentRequest,
): Promise<Answer<T, Status> | null> {
  const stored = await findStoredAnswer(ctx.db, account.id, idempotency.key);
  return stored ? replayStoredAnswer<T, Status>(stored, idempotency) : null;
}

/**
 * After a write failed on a unique violation: when its key now holds an answer (a concurrent request with the key
 * committed first, its key's row the one this write's collided with), that answer; else the failure again. When the
 * write collided with the key itself and its answer is gone by the time it is read (pruned in between, decision 056),
 * the write the key answered was carried out: running this one again could write it twice, so it is a 409.
 */
export async function answerAfterKeyCollision<T, Status extends number = 201>(
  ctx: AppContext,
  account: SessionAccount,
  idempotency: IdempotentRequest | null,
  error: unknown,
): Promise<Answer<T, Status>> {
  if (!idempotency || !isUniqueViolation(error)) throw error;
  const answer = await storedAnswerOf<T, Status>(ctx, account, idempotency);
  if (answer) return answer;
  if (isKeyCollision(error)) throw conflict(IDEMPOTENCY_MESSAGES.answerGone);
  throw error;
}

/**
 * Runs a write (`work`, one transaction, answering `status` with its body) once per key: with a key, the transaction
 * first waits for any other holding that key, then answers the key's stored answer if there is one, writing
 * nothing; else it does the work and stores its answer with it, in the same transaction, so a write that rolled back
 * leaves no key. A refusal (an HttpError) rolls back like any failure: refusals are not stored (decision 056).
 * Without a key it is the plain transaction.
 */
export async function answerOnce<T, Status extends number>(
  ctx: AppContext,
  account: SessionAccount,
  idempotency: IdempotentRequest | null,
  transaction: string,
  status: Status,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<Answer<T, Status>> {
  if (!idempotency) return { status, body: await inTransaction(ctx, transaction, work), replayed: false };
  const { key, request, requestHash } = idempotency;
  try {
    const outcome = await inTransaction(ctx, transaction, async (tx) => {
      await lockKey(tx, account.id, key);
      const stored = await findStoredAnswer(tx, account.id, key);
      if (stored) return { stored };
      const body = await work(tx);
      await insertStoredAnswer(tx, {
        accountId: account.id,
        key,
        request,
        requestHash,
        status,
        body,
        createdAt: ctx.now(),
      });
      return { body };
    });
    if (outcome.stored) return replayStoredAnswer<T, Status>(outcome.stored, idempotency);
    return { status, body: outcome.body as T, replayed: false };
  } catch (error) {
    return answerAfterKeyCollision<T, Status>(ctx, account, idempotency, error);
  }
}

/** Keys are kept at least IDEMPOTENCY_KEY_KEPT_MS; this deletes older ones, in batches. Answers how many. */
export async function pruneIdempotencyKeys(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteKeysBefore(ctx.db, before, PRUNE_BATCH);
    deleted += batch;
    if (batch < PRUNE_BATCH) return deleted;
  }
}

const PRUNE_BATCH = 1_000;
