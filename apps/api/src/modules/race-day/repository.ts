import { and, asc, count, eq, exists, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestRaces, contests, wagers } from '../../db/schema/contests';
import { races, tracks } from '../../db/schema/races';
import { firstRaceClosed } from '../contests/status';

/** The races of the date that at least one contest holds, with their tracks, in post-time order (track, number). */
export async function listHeldRacesOfDate(db: DbOrTx, date: string) {
  return db
    .select({ race: races, track: tracks })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(
      and(
        eq(races.raceDate, date),
        exists(
          db.select({ one: contestRaces.id }).from(contestRaces).where(eq(contestRaces.raceId, races.id)),
        ),
      ),
    )
    .orderBy(asc(races.postTime), asc(tracks.name), asc(races.raceNumber), asc(races.id));
}

/**
 * The contests holding the races, one row per contest race, with what the contest status needs and how many plays
 * the contest holds on the race.
 */
export async function listContestsOfRaces(db: DbOrTx, raceIds: readonly number[], now: Date) {
  if (raceIds.length === 0) return [];
  const { id, slug, name, isCancelled, concludedAt } = getTableColumns(contests);
  return db
    .select({
      raceId: contestRaces.raceId,
      id,
      slug,
      name,
      isCancelled,
      concludedAt,
      firstRaceClosed: firstRaceClosed(now),
      plays: count(wagers.id),
    })
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .leftJoin(wagers, eq(wagers.contestRaceId, contestRaces.id))
    .where(inArray(contestRaces.raceId, [...raceIds]))
    .groupBy(contestRaces.id, contests.id)
    .orderBy(asc(contests.name), asc(contests.id));
}
