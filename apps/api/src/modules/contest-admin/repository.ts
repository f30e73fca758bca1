import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema/contests';
import { contestKey } from '../contests/lookup';

export type NewContest = typeof contests.$inferInsert;
export type ContestChanges = Partial<Omit<NewContest, 'id' | 'createdAt'>>;

/** Every contest, drafts and hidden ones too, the latest start first. */
export async function listAllContests(db: DbOrTx) {
  return db.select().from(contests).orderBy(desc(contests.startTime), desc(contests.id));
}

export async function insertContest(db: DbOrTx, values: NewContest) {
  const [row] = await db.insert(contests).values(values).returning();
  return row!;
}

export async function updateContest(db: DbOrTx, contestId: number, changes: ContestChanges) {
  const [row] = await db.update(contests).set(changes).where(eq(contests.id, contestId)).returning();
  return row!;
}

/** Sets the analysis of the contest `{id}` designates; null when there is none. */
export async function updateAnalysis(db: DbOrTx, idOrSlug: string, analysis: string) {
  const [row] = await db.update(contests).set({ analysis }).where(contestKey(idOrSlug)).returning();
  return row ?? null;
}
