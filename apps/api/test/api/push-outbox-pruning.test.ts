import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PushOutboxStatus, pushOutbox, pushSubscriptions } from '../../src/db/schema/push';
import { createPushOutbox, type PushOutboxSettings } from '../../src/modules/push/push-outbox';
import { insertPlayers } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp({ pushOutbox: { mode: 'manual' } });

const DAY_MS = 24 * 60 * 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const worker = (settings: Partial<PushOutboxSettings> = {}, now = () => t.clock.now) =>
  createPushOutbox({
    db: t.database.db,
    sender: null,
    now,
    log: quiet,
    settings: { mode: 'manual', ...settings },
  });

let sequence = 0;

/** Push alerts with the given status, queued `ageDays` days before the clock, to a fresh subscription. */
async function insertAlerts(status: PushOutboxStatus, ageDays: number, count = 1) {
  const db = t.database.db;
  const [account] = await insertPlayers(db, 1, `prune${sequence}`);
  const [subscription] = await db
    .insert(pushSubscriptions)
    .values({
      accountId: account!.id,
      endpoint: `https://push.example.com/prune/${sequence++}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    })
    .returning({ id: pushSubscriptions.id });
  const createdAt = new Date(t.clock.now.getTime() - ageDays * DAY_MS);
  const rows = await db
    .insert(pushOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'raceClosing',
        subscriptionId: subscription!.id,
        dedupeKey: `prune:${sequence}:${status}:${ageDays}:${i}`,
        facts: {},
        status,
        nextAttemptAt: createdAt,
        expiresAt: createdAt,
        createdAt,
      })),
    )
    .returning({ id: pushOutbox.id });
  return rows.map((row) => row.id);
}

async function remaining(ids: number[]) {
  const rows = await t.database.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(inArray(pushOutbox.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('push outbox pruning', () => {
  it('deletes sent and expired alerts after 30 days and failed ones after 90, and never pending ones', async () => {
    const kept = [
      ...(await insertAlerts('sent', 29)),
      ...(await insertAlerts('expired', 29)),
      ...(await insertAlerts('failed', 89)),
      ...(await insertAlerts('pending', 200)),
    ];
    const deleted = [
      ...(await insertAlerts('sent', 31)),
      ...(await insertAlerts('expired', 31)),
      ...(await insertAlerts('failed', 91)),
    ];
    expect(await worker().pruneIfDue()).toBe(3);
    expect(await remaining([...kept, ...deleted])).toEqual([...kept].sort((a, b) => a - b));
  });

  it('deletes a backlog larger than one batch, a batch at a time, at most once an hour per worker', async () => {
    const old = await insertAlerts('sent', 40, 5);
    const start = t.clock.now.getTime();
    let minutesLater = 0;
    const pruner = worker({ pruneBatchSize: 2 }, () => new Date(start + minutesLater * 60_000));
    expect(await pruner.pruneIfDue()).toBe(5);
    expect(await remaining(old)).toEqual([]);
    const later = await insertAlerts('failed', 100);
    minutesLater = 59;
    expect(await pruner.pruneIfDue()).toBeNull();
    minutesLater = 61;
    expect(await pruner.pruneIfDue()).toBe(1);
    expect(await remaining(later)).toEqual([]);
  });
});
