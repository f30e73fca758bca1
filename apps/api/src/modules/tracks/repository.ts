import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tracks } from '../../db/schema/races';

export async function listTracksByName(db: DbOrTx) {
  return db.select().from(tracks).orderBy(asc(tracks.name), asc(tracks.id));
}

export async function findTrackById(db: DbOrTx, trackId: number) {
  const [row] = await db.select().from(tracks).where(eq(tracks.id, trackId));
  return row ?? null;
}

export async function findTrackByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(tracks).where(eq(tracks.code, code));
  return row ?? null;
}

export async function insertTrack(db: DbOrTx, values: { code: string; name: string; timezone: string }) {
  const [row] = await db.insert(tracks).values(values).returning();
  return row!;
}
