import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/**
 * The first answer to a request sent with an `Idempotency-Key` (decision 056), written in the transaction of the
 * write it answers: a retry with the key answers it again instead of writing twice. Keys are the account's own;
 * they are kept at least a day, then pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method and path, as sent ('POST /api/race/12/wager'). */
    request: text().notNull(),
    /** SHA-256 (hex) of the method, path and the body as read: a retry must send the same request. */
    requestHash: text().notNull(),
    status: smallint().notNull(),
    body: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Named as migration 0013 made it: a write colliding with a concurrent request's key breaks it (by name).
    primaryKey({ name: 'idempotency_keys_account_id_key_pk', columns: [table.accountId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
