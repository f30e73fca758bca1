import { Pool } from '@cj/shared/enums';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raceResultRunners, raceResults, runners } from '../../db/schema/races';

export async function insertResult(
  db: DbOrTx,
  input: { raceId: number; payoffCents: number; runnerIds: readonly number[] },
) {
  const [result] = await db
    .insert(raceResults)
    .values({ raceId: input.raceId, pool: Pool.Win, payoffCents: input.payoffCents })
    .returning({ id: raceResults.id });
  await db
    .insert(raceResultRunners)
    .values(
      input.runnerIds.map((runnerId, index) => ({ resultId: result!.id, runnerId, finishOrder: index + 1 })),
    );
  return result!.id;
}

export async function listRunnersByIds(db: DbOrTx, runnerIds: readonly number[]) {
  if (runnerIds.length === 0) return [];
  return db
    .select()
    .from(runners)
    .where(inArray(runners.id, [...runnerIds]));
}

/** The result and its finishers. */
export async function deleteResult(db: DbOrTx, resultId: number) {
  await db.delete(raceResultRunners).where(eq(raceResultRunners.resultId, resultId));
  await db.delete(raceResults).where(eq(raceResults.id, resultId));
}

/** Removes every result of the race with its finishers. */
export async function deleteResultsOfRace(db: DbOrTx, raceId: number) {
  const ids = db.select({ id: raceResults.id }).from(raceResults).where(eq(raceResults.raceId, raceId));
  await db.delete(raceResultRunners).where(inArray(raceResultRunners.resultId, ids));
  await db.delete(raceResults).where(eq(raceResults.raceId, raceId));
}

/** Inserts the results (one per winner), each with its runners in finish order. */
export async function insertResults(
  db: DbOrTx,
  raceId: number,
  results: readonly { payoffCents: number; runnerIds: readonly number[] }[],
) {
  if (results.length === 0) return;
  const inserted = await db
    .insert(raceResults)
    .values(results.map((result) => ({ raceId, pool: Pool.Win, payoffCents: result.payoffCents })))
    .returning({ id: raceResults.id });
  // Identity values follow the order of the rows inserted.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  await db
    .insert(raceResultRunners)
    .values(
      results.flatMap((result, i) =>
        result.runnerIds.map((runnerId, index) => ({ resultId: ids[i]!, runnerId, finishOrder: index + 1 })),
      ),
    );
}
