import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { races } from '../../db/schema/races';

export async function findRaceOfCard(db: DbOrTx, trackId: number, raceDate: string, raceNumber: number) {
  const [row] = await db
    .select({ id: races.id })
    .from(races)
    .where(and(eq(races.trackId, trackId), eq(races.raceDate, raceDate), eq(races.raceNumber, raceNumber)));
  return row ?? null;
}

export async function insertRace(db: DbOrTx, values: typeof races.$inferInsert) {
  const [row] = await db.insert(races).values(values).returning();
  return row!;
}
