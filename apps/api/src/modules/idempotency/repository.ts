import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolationOf } from '../../db/pg-errors';
import { idempotencyKeys } from '../../db/schema/idempotency';

const KEY_PRIMARY_KEY = getTableConfig(idempotencyKeys).primaryKeys[0]!.getName();

/** Whether a write failed on the key's primary key: a concurrent request with the key committed its answer first. */
export const isKeyCollision = (error: unknown) => isUniqueViolationOf(error, KEY_PRIMARY_KEY);

/** A key's stored first answer, with what it answered. */
export interface StoredAnswer {
  request: string;
  requestHash: string;
  status: number;
  body: unknown;
}

/**
 * Waits until no other transaction works under this account's key (a transaction-scoped advisory lock, in the
 * two-integer key space, which the migrations' lock does not use), so that the read after it sees the answer a
 * concurrent first request committed. Two keys that hash alike only wait for each other.
 */
export async function lockKey(tx: DbOrTx, accountId: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${accountId}::integer, hashtext(${key}::text))`);
}

export async function findStoredAnswer(
  db: DbOrTx,
  accountId: number,
  key: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      request: idempotencyKeys.request,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function insertStoredAnswer(
  tx: DbOrTx,
  row: {
    accountId: number;
    key: string;
    request: string;
    requestHash: string;
    status: number;
    body: unknown;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(row);
}

/** Deletes keys stored before `before`, at most `limit` of them; answers how many. */
export async function deleteKeysBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.accountId}, ${idempotencyKeys.key}) in (
        select account_id, key from idempotency_keys
        where created_at < ${before.toISOString()}::timestamptz limit ${limit}::integer
      )`,
    )
    .returning({ accountId: idempotencyKeys.accountId });
  return rows.length;
}
