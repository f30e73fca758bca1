import type { Db } from '../src/db/client';
import { races, tracks } from '../src/db/schema/races';

let sequence = 0;

/**
 * A new track with a card of `count` races on `raceDate`, numbered 1 to `count`, by race number. Post times are
 * half an hour apart from 17:00 UTC in race-number order, or in `postOrder` (race numbers, first to post first).
 */
export async function insertCard(
  db: Db,
  count: number,
  options: { raceDate?: string; postOrder?: readonly number[] } = {},
) {
  const raceDate = options.raceDate ?? '2030-05-04';
  const postOrder = options.postOrder ?? Array.from({ length: count }, (_, i) => i + 1);
  const n = sequence++;
  const [track] = await db
    .insert(tracks)
    .values({ code: `K${process.pid}X${n}`, name: `Card Downs ${n}`, timezone: 'America/Chicago' })
    .returning();
  const rows = await db
    .insert(races)
    .values(
      Array.from({ length: count }, (_, i) => ({
        trackId: track!.id,
        raceDate,
        raceNumber: i + 1,
        postTime: new Date(Date.parse(`${raceDate}T17:00:00Z`) + postOrder.indexOf(i + 1) * 30 * 60_000),
      })),
    )
    .returning();
  return { track: track!, races: rows.sort((a, b) => a.raceNumber - b.raceNumber) };
}

export type InsertedCard = Awaited<ReturnType<typeof insertCard>>;
