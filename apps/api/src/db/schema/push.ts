import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/** One browser's push subscription: one row per endpoint, tied to the account that last subscribed it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret (base64url), the payload is encrypted to. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_account_idx').on(table.accountId),
  ],
);

/** The player's alert switches; no row means every alert is off. */
export const pushPreferences = pgTable('push_preferences', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  pickScratched: boolean().notNull().default(false),
  raceClosing: boolean().notNull().default(false),
  raceFinalized: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** pending: to be sent (again); sent; expired: its moment passed before it could go; failed: gave up. */
export const PUSH_OUTBOX_STATUSES = ['pending', 'sent', 'expired', 'failed'] as const;
export type PushOutboxStatus = (typeof PUSH_OUTBOX_STATUSES)[number];

/**
 * A push alert waiting to be sent to one subscription, written in the transaction that causes it (decision 032).
 * `facts` holds what the alert says, read when it was queued; the message is composed when it is sent. A worker
 * claims due rows as the e-mail outbox does (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** pickScratched, raceClosing or raceFinalized. */
    kind: text().notNull(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** '<alert>:<subscriptionId>': an alert goes at most once to a browser, whichever instance queues it. */
    dedupeKey: text().notNull(),
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<PushOutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** Not sent after this: the push service is told to keep it no longer (TTL), and a late retry gives up. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_outbox_dedupe_key_unique').on(table.dedupeKey),
    index('push_outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'pending'`),
    index('push_outbox_subscription_idx').on(table.subscriptionId),
    check('push_outbox_status_valid', sql`${table.status} in ('pending', 'sent', 'expired', 'failed')`),
    check('push_outbox_kind_valid', sql`${table.kind} in ('pickScratched', 'raceClosing', 'raceFinalized')`),
    check('push_outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);
