import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxStatus } from '../../db/schema/email';
import type { OutgoingEmail } from './outgoing-email';

export type OutboxRow = typeof emailOutbox.$inferSelect;

const ERROR_TEXT_MAX = 1_000;

/** The outbox row of a message, due at `now`. */
const outboxRow = (email: OutgoingEmail, now: Date) => ({
  kind: email.kind,
  toAddress: email.to,
  subject: email.subject,
  htmlBody: email.html,
  textBody: email.text,
  headers: email.headers ?? {},
  unsubscribeType: email.unsubscribeType,
  nextAttemptAt: now,
});

/** Queues a message in the outbox, inside the transaction of the action that causes it; it is due at once. */
export async function queueEmail(tx: DbOrTx, email: OutgoingEmail, now: Date) {
  const [row] = await tx.insert(emailOutbox).values(outboxRow(email, now)).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Queues messages that must go at most once, in one statement: each names itself by its `dedupeKey`, and a key
 * already in the outbox (queued before, by this instance or another) is skipped. Returns how many were queued.
 */
export async function queueEmailsOnce(
  tx: DbOrTx,
  emails: readonly { email: OutgoingEmail; dedupeKey: string }[],
  now: Date,
): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await tx
    .insert(emailOutbox)
    .values(emails.map(({ email, dedupeKey }) => ({ ...outboxRow(email, now), dedupeKey })))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Queues a message to an account only if the account exists: the same statement runs (and stores nothing) for
 * an id no account has, so asking for a missing account's reset link costs what a real one does.
 */
export async function queueEmailIfAccount(tx: DbOrTx, accountId: number, email: OutgoingEmail, now: Date) {
  await tx.execute(sql`
    insert into email_outbox
      (kind, to_address, subject, html_body, text_body, headers, unsubscribe_type, next_attempt_at)
    select ${email.kind}, ${email.to}, ${email.subject}, ${email.html}, ${email.text},
      ${JSON.stringify(email.headers ?? {})}::jsonb, ${email.unsubscribeType}, ${now.toISOString()}::timestamptz
    from accounts where id = ${accountId}`);
}

/**
 * Claims up to `limit` due messages for one worker: pending, due, and not leased to another worker. The rows are
 * picked with FOR UPDATE SKIP LOCKED and leased until `leaseUntil` in the same statement, so two workers never
 * claim the same row; the attempt is counted now, so a worker that dies mid-send still uses up an attempt.
 */
export async function claimDueEmails(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, options.now),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ lockedUntil: options.leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Delivered: the bodies are emptied, since a body can hold a single-use secret. */
export async function markSent(db: DbOrTx, id: number, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, htmlBody: '', textBody: '' })
    .where(eq(emailOutbox.id, id));
}

/** The address turned this kind of e-mail off before it went out. */
export async function markSuppressed(db: DbOrTx, id: number) {
  await db
    .update(emailOutbox)
    .set({ status: 'suppressed', lockedUntil: null, htmlBody: '', textBody: '' })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Sending failed: try again at `nextAttemptAt`, or give up (`failed`) when the attempts are used up. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  outcome: { error: string; nextAttemptAt: Date | null },
) {
  await db
    .update(emailOutbox)
    .set({
      lockedUntil: null,
      lastError: outcome.error.slice(0, ERROR_TEXT_MAX),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : { status: 'failed' as const }),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Deletes up to `limit` rows in one of `statuses` created before `before`; returns how many it deleted. */
export async function deleteOldEmails(
  db: DbOrTx,
  options: { statuses: OutboxStatus[]; before: Date; limit: number },
): Promise<number> {
  const old = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, options.statuses), lt(emailOutbox.createdAt, options.before)))
    .limit(options.limit);
  const deleted = await db
    .delete(emailOutbox)
    .where(inArray(emailOutbox.id, old))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
