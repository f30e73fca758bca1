import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** pending: waiting to be sent (again); sent; suppressed: the address turned this kind off; failed: gave up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'suppressed', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * E-mail waiting to be sent, written in the same transaction as the action that causes it. A worker claims due
 * rows (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`), sends them, and marks the outcome.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which message it is: password-reset, enrollment-confirmed, winners-notified. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** Emptied once sent: a body can hold a single-use secret (a reset link). */
    htmlBody: text().notNull(),
    textBody: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The e-mail preference type that turns this message off; null for essential mail. */
    unsubscribeType: text(),
    /**
     * A message that must go at most once (a scratch notice per play, a reminder per player and contest) names itself
     * here; a second insert with the same key is skipped (`on conflict do nothing`), whichever instance makes it.
     */
    dedupeKey: text(),
    status: text().$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** While a worker sends the row, no other worker may claim it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_outbox_dedupe_key_unique').on(table.dedupeKey),
    index('email_outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'pending'`),
    check('email_outbox_status_valid', sql`${table.status} in ('pending', 'sent', 'suppressed', 'failed')`),
    check('email_outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);
