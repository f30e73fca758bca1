import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests, prizes } from '../../db/schema/contests';

export type PrizeValues = Pick<typeof prizes.$inferInsert, 'label' | 'placement' | 'type' | 'valueCents'>;

export async function insertPrize(db: DbOrTx, contestId: number, values: PrizeValues) {
  const [row] = await db
    .insert(prizes)
    .values({ ...values, contestId })
    .returning();
  return row!;
}

/** Changes a prize of the contest; null when the contest has no such prize. */
export async function updatePrize(
  db: DbOrTx,
  contestId: number,
  prizeId: number,
  changes: PrizeValues & { paid?: boolean },
) {
  const [row] = await db
    .update(prizes)
    .set(changes)
    .where(and(eq(prizes.id, prizeId), eq(prizes.contestId, contestId)))
    .returning();
  return row ?? null;
}

export async function deletePrize(db: DbOrTx, contestId: number, prizeId: number) {
  const [row] = await db
    .delete(prizes)
    .where(and(eq(prizes.id, prizeId), eq(prizes.contestId, contestId)))
    .returning();
  return row ?? null;
}

export async function findPrize(db: DbOrTx, contestId: number, prizeId: number) {
  const [row] = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.id, prizeId), eq(prizes.contestId, contestId)));
  return row ?? null;
}

/** Unpaid prizes of concluded contests that were not cancelled, the earliest contest first, then by placement. */
export async function listUnpaidPrizesOfConcludedContests(db: DbOrTx) {
  return db
    .select({ prize: prizes, contest: contests })
    .from(prizes)
    .innerJoin(contests, eq(contests.id, prizes.contestId))
    .where(and(eq(prizes.paid, false), eq(contests.isCancelled, false), isNotNull(contests.concludedAt)))
    .orderBy(asc(contests.startTime), asc(contests.id), asc(prizes.placement), asc(prizes.id));
}
