import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, type OutboxStatus } from '../../src/db/schema/email';
import { createOutbox, type OutboxSettings } from '../../src/modules/email/outbox';
import { capturingMailer, useTestApp } from '../test-app';

const t = useTestApp({ outbox: { mode: 'manual' } });

const DAY_MS = 24 * 60 * 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const worker = (settings: Partial<OutboxSettings> = {}, now = () => t.clock.now) =>
  createOutbox({
    db: t.database.db,
    mailer: capturingMailer(),
    now,
    log: quiet,
    settings: { mode: 'manual', ...settings },
  });

const daysAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY_MS);

/** Inserts outbox rows with the given status, queued `ageDays` days before the clock; returns their ids. */
async function insertRows(status: OutboxStatus, ageDays: number, count = 1) {
  const createdAt = daysAgo(ageDays);
  const rows = await t.database.db
    .insert(emailOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'test',
        toAddress: `prune.${status}.${i}@example.com`,
        subject: `${status} ${ageDays} days`,
        htmlBody: '',
        textBody: '',
        status,
        nextAttemptAt: createdAt,
        createdAt,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

async function remaining(ids: number[]) {
  const rows = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('outbox pruning', () => {
  it('deletes sent and suppressed rows after 30 days and failed rows after 90, and never pending ones', async () => {
    const kept = [
      ...(await insertRows('sent', 29)),
      ...(await insertRows('suppressed', 29)),
      ...(await insertRows('failed', 31)),
      ...(await insertRows('failed', 89)),
      ...(await insertRows('pending', 200)),
    ];
    const deleted = [
      ...(await insertRows('sent', 31)),
      ...(await insertRows('suppressed', 31)),
      ...(await insertRows('failed', 91)),
    ];

    expect(await worker().pruneIfDue()).toBe(3);
    expect(await remaining([...kept, ...deleted])).toEqual([...kept].sort((a, b) => a - b));
  });

  it('deletes a backlog larger than one batch, a batch at a time', async () => {
    const old = [...(await insertRows('sent', 40, 5)), ...(await insertRows('failed', 100, 3))];
    expect(await worker({ pruneBatchSize: 2 }).pruneIfDue()).toBe(8);
    expect(await remaining(old)).toEqual([]);
  });

  it('prunes at most once an hour per worker', async () => {
    const start = t.clock.now.getTime();
    let minutesLater = 0;
    const pruner = worker({}, () => new Date(start + minutesLater * 60_000));
    expect(await pruner.pruneIfDue()).toBe(0);

    const first = await insertRows('sent', 31);
    minutesLater = 59;
    expect(await pruner.pruneIfDue()).toBeNull();
    expect(await remaining(first)).toEqual(first);

    minutesLater = 60;
    expect(await pruner.pruneIfDue()).toBe(1);
    expect(await remaining(first)).toEqual([]);
  });

  it('in the background: prunes after sending what is due', async () => {
    const old = await insertRows('suppressed', 45);
    const background = worker({ mode: 'background', pollMs: 3_600_000 });
    background.start();
    await background.stop();
    expect(await remaining(old)).toEqual([]);
  });
});
