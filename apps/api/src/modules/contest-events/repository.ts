import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestRaces } from '../../db/schema/contests';

/** The contests that hold the race: whose open pages hear of its changes. */
export async function listContestIdsOfRace(db: DbOrTx, raceId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ contestId: contestRaces.contestId })
    .from(contestRaces)
    .where(eq(contestRaces.raceId, raceId));
  return rows.map((row) => row.contestId);
}
