import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sponsors } from '../../db/schema/contests';

export async function insertSponsor(
  db: DbOrTx,
  row: { contestId: number; name: string; layoutOrder: number; logoFile: string },
) {
  const [sponsor] = await db.insert(sponsors).values(row).returning();
  return sponsor!;
}

/** Deletes the sponsor if it belongs to the contest; answers the deleted row or null. */
export async function deleteSponsor(db: DbOrTx, contestId: number, sponsorId: number) {
  const [row] = await db
    .delete(sponsors)
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.contestId, contestId)))
    .returning();
  return row ?? null;
}
