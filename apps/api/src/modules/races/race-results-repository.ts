import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { raceResultRunners, raceResults, runners } from '../../db/schema/races';

export interface ResultWithRunners {
  id: number;
  raceId: number;
  pool: number;
  payoffCents: number;
  runners: { id: number; programNumber: string; name: string }[];
}

/** The results of the races in the order they were entered, each with its runners in finish order. */
export async function listResultsOfRaces(
  db: DbOrTx,
  raceIds: readonly number[],
): Promise<ResultWithRunners[]> {
  if (raceIds.length === 0) return [];
  const rows = await db
    .select({
      result: raceResults,
      runnerId: runners.id,
      programNumber: runners.programNumber,
      name: runners.name,
    })
    .from(raceResults)
    .leftJoin(raceResultRunners, eq(raceResultRunners.resultId, raceResults.id))
    .leftJoin(runners, eq(runners.id, raceResultRunners.runnerId))
    .where(inArray(raceResults.raceId, [...raceIds]))
    .orderBy(asc(raceResults.id), asc(raceResultRunners.finishOrder));
  const results = new Map<number, ResultWithRunners>();
  for (const row of rows) {
    let result = results.get(row.result.id);
    if (!result) {
      result = {
        id: row.result.id,
        raceId: row.result.raceId,
        pool: row.result.pool,
        payoffCents: row.result.payoffCents,
        runners: [],
      };
      results.set(row.result.id, result);
    }
    if (row.runnerId !== null) {
      result.runners.push({ id: row.runnerId, programNumber: row.programNumber ?? '', name: row.name ?? '' });
    }
  }
  return [...results.values()];
}

/** One result of the race with its runners, or undefined for an unknown id or another race's result. */
export async function findResultOfRace(db: DbOrTx, raceId: number, resultId: number) {
  return (await listResultsOfRaces(db, [raceId])).find((result) => result.id === resultId);
}
