import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wagers } from '../../db/schema/contests';
import { raceResultRunners, runners } from '../../db/schema/races';

export type RunnerValues = Omit<typeof runners.$inferInsert, 'id' | 'createdAt'>;

export async function findRunner(db: DbOrTx, runnerId: number) {
  const [row] = await db.select().from(runners).where(eq(runners.id, runnerId));
  return row ?? null;
}

/** Another runner of the race holding this program number (blank program numbers never clash). */
export async function findProgramNumberHolder(
  db: DbOrTx,
  raceId: number,
  programNumber: string,
  exceptRunnerId?: number,
) {
  const [row] = await db
    .select({ id: runners.id })
    .from(runners)
    .where(
      and(
        eq(runners.raceId, raceId),
        eq(runners.programNumber, programNumber),
        exceptRunnerId === undefined ? undefined : ne(runners.id, exceptRunnerId),
      ),
    );
  return row ?? null;
}

export async function insertRunner(db: DbOrTx, values: RunnerValues) {
  const [row] = await db.insert(runners).values(values).returning();
  return row!;
}

export async function updateRunnerRow(db: DbOrTx, runnerId: number, changes: Partial<RunnerValues>) {
  const [row] = await db.update(runners).set(changes).where(eq(runners.id, runnerId)).returning();
  return row!;
}

export async function deleteRunnerRow(db: DbOrTx, runnerId: number) {
  await db.delete(runners).where(eq(runners.id, runnerId));
}

/** Whether any play is on the runner, or was scored as it (a late-scratch substitute). */
export async function runnerHasPlays(db: DbOrTx, runnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(wagers)
    .where(or(eq(wagers.runnerId, runnerId), eq(wagers.substituteRunnerId, runnerId)))
    .limit(1);
  return row !== undefined;
}

export async function runnerIsInResults(db: DbOrTx, runnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(raceResultRunners)
    .where(eq(raceResultRunners.runnerId, runnerId))
    .limit(1);
  return row !== undefined;
}
