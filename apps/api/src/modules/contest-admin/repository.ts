import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestPlayers, contestRaces, contests, wagers } from '../../db/schema/contests';
import { contestKey } from '../contests/lookup';
import { contestWithProgressColumns } from '../contests/status';

export type NewContest = typeof contests.$inferInsert;
export type ContestChanges = Partial<Omit<NewContest, 'id' | 'createdAt'>>;

/** Every contest, drafts and hidden ones too, the latest start first, with whether its first race has closed. */
export async function listAllContests(db: DbOrTx, now: Date) {
  return db
    .select(contestWithProgressColumns(now))
    .from(contests)
    .orderBy(desc(contests.startTime), desc(contests.id));
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

export async function countPlaysOfContest(db: DbOrTx, contestId: number) {
  const [row] = await db
    .select({ plays: count() })
    .from(wagers)
    .innerJoin(contestRaces, eq(contestRaces.id, wagers.contestRaceId))
    .where(eq(contestRaces.contestId, contestId));
  return row?.plays ?? 0;
}

/** Every entry of the contest starts again from `bankrollCents`, on the board too. */
export async function resetPlayerBankrolls(db: DbOrTx, contestId: number, bankrollCents: number) {
  await db
    .update(contestPlayers)
    .set({ bankrollCents, leaderboardBankrollCents: bankrollCents })
    .where(eq(contestPlayers.contestId, contestId));
}
