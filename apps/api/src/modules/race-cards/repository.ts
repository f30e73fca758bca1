import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { races, tracks } from '../../db/schema/races';

/** Cards (one track on one date) with their race counts, the newest date first, then by track name. */
export async function listCardSummaries(db: DbOrTx, filter: { date: string } | { from: string }) {
  const where: SQL = 'date' in filter ? eq(races.raceDate, filter.date) : gte(races.raceDate, filter.from);
  return db
    .select({ date: races.raceDate, trackId: tracks.id, trackName: tracks.name, racesCount: count() })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(where)
    .groupBy(races.raceDate, tracks.id, tracks.name)
    .orderBy(desc(races.raceDate), asc(tracks.name), asc(tracks.id));
}

export async function listCardRaces(db: DbOrTx, trackId: number, raceDate: string) {
  return db
    .select({ race: races, track: tracks })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(and(eq(races.trackId, trackId), eq(races.raceDate, raceDate)))
    .orderBy(asc(races.raceNumber));
}
