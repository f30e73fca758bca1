import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prizes, sponsors } from '../../db/schema/contests';

export async function listPrizesOfContest(db: DbOrTx, contestId: number) {
  return db.select().from(prizes).where(eq(prizes.contestId, contestId)).orderBy(asc(prizes.id));
}

export async function listSponsorsOfContest(db: DbOrTx, contestId: number) {
  return db.select().from(sponsors).where(eq(sponsors.contestId, contestId)).orderBy(asc(sponsors.id));
}

export async function insertPrizes(db: DbOrTx, rows: (typeof prizes.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(prizes).values(rows);
}

export async function insertSponsors(db: DbOrTx, rows: (typeof sponsors.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(sponsors).values(rows);
}
