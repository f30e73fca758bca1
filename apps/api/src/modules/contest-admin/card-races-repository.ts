import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestRaces } from '../../db/schema/contests';
import { races, tracks } from '../../db/schema/races';

/**
 * The races of one card (a track on one date) with their track, by race number, share-locked as a single add
 * locks its race: a finalize in progress is waited for. Lock order race → contest, as finalize.
 */
export async function lockCardRaces(tx: DbOrTx, trackId: number, raceDate: string) {
  return tx
    .select({ race: races, track: tracks })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(and(eq(races.trackId, trackId), eq(races.raceDate, raceDate)))
    .orderBy(asc(races.raceNumber), asc(races.id))
    .for('share', { of: [races] });
}

/** Which of `raceIds` the contest already has. */
export async function raceIdsInContest(db: DbOrTx, contestId: number, raceIds: readonly number[]) {
  const rows = await db
    .select({ raceId: contestRaces.raceId })
    .from(contestRaces)
    .where(and(eq(contestRaces.contestId, contestId), inArray(contestRaces.raceId, [...raceIds])));
  return new Set(rows.map((row) => row.raceId));
}

/** Adds the races to the contest in one statement, in the order given. */
export async function insertContestRaces(db: DbOrTx, rows: (typeof contestRaces.$inferInsert)[]) {
  return db.insert(contestRaces).values(rows).returning();
}
