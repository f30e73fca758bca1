import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of a raw statement; both drivers answer `{ rows }` with columns named as selected. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** One scan for races past post at a time across instances: this transaction-scoped advisory lock's key. */
const POST_TIME_CLOSER_LOCK = 49_049;

/**
 * Marks the races whose post time has come at `now` (not finalized, close not yet announced) as announced, and
 * answers them: each race is answered once across every instance. Only the instance that takes the advisory lock
 * scans (the others answer none: that one announces); should two scan anyway, the row locks of the update make the
 * second skip the rows the first marked.
 */
export async function markRacesPastPostAnnounced(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${POST_TIME_CLOSER_LOCK}) as taken`),
    );
    if (!lock?.taken) return [];
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update races set close_announced_at = ${now.toISOString()}::timestamptz
        where post_time <= ${now.toISOString()}::timestamptz and close_announced_at is null and not finalized
        returning id`),
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}

/** The earliest post time whose close is still to be announced (races_close_unannounced_idx), or null. */
export async function findNextUnannouncedPostTime(db: Db): Promise<Date | null> {
  const [row] = rowsOf<{ post_time: Date | string | null }>(
    await db.execute(sql`
      select min(post_time) as post_time from races where close_announced_at is null and not finalized`),
  );
  return row?.post_time ? new Date(row.post_time) : null;
}
