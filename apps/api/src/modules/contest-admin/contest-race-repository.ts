import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockContestAgainstPlays } from '../../db/lock-order';
import { contestRaces, contests, wagers } from '../../db/schema/contests';
import { races, tracks } from '../../db/schema/races';

/**
 * The race with its track, share-locked: a finalize in progress (which locks the race, then its contests) is
 * waited for, so a race is never added just as it becomes final. Lock order race → contest, as finalize.
 */
export async function lockRaceWithTrack(tx: DbOrTx, raceId: number) {
  const [row] = await tx
    .select({ race: races, track: tracks })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(eq(races.id, raceId))
    .for('share', { of: [races] });
  return row ?? null;
}

/**
 * The contest, locked as finalize locks it: plays in flight on it (which share-lock it) finish first, and none
 * starts until this transaction ends.
 */
export async function lockContest(tx: DbOrTx, contestId: number) {
  await lockContestAgainstPlays(tx, contestId);
  const [row] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('no key update');
  return row ?? null;
}

/** Adds the race to the contest; null when it is there already. */
export async function insertContestRace(db: DbOrTx, values: typeof contestRaces.$inferInsert) {
  const [row] = await db.insert(contestRaces).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateContestRaceLimits(
  db: DbOrTx,
  contestRaceId: number,
  limits: { maxWagers: number; minWagerAmountCents: number },
) {
  const [row] = await db
    .update(contestRaces)
    .set(limits)
    .where(eq(contestRaces.id, contestRaceId))
    .returning({ id: contestRaces.id });
  return row ?? null;
}

export async function countPlaysOfContestRace(db: DbOrTx, contestRaceId: number) {
  const [row] = await db
    .select({ plays: count() })
    .from(wagers)
    .where(eq(wagers.contestRaceId, contestRaceId));
  return row?.plays ?? 0;
}

export async function deleteContestRace(db: DbOrTx, contestRaceId: number) {
  await db.delete(contestRaces).where(eq(contestRaces.id, contestRaceId));
}

/**
 * A contest whose remaining races are all finalized concludes (as finalize would have concluded it), at the time
 * its last race was finalized.
 */
export async function concludeIfAllFinalized(db: DbOrTx, contestId: number) {
  await db.execute(sql`
    update contests c
    set concluded_at = done.last_finalized_at
    from (
      select max(r.finalized_at) as last_finalized_at
      from contest_races cr
      join races r on r.id = cr.race_id
      where cr.contest_id = ${contestId}
      having count(*) > 0 and bool_and(r.finalized)
    ) done
    where c.id = ${contestId} and c.concluded_at is null`);
}
