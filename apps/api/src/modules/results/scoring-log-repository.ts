import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contestRaces, contests } from '../../db/schema/contests';
import { runners } from '../../db/schema/races';
import { scoringLogResults, scoringLogScratches, scoringLogs } from '../../db/schema/scoring';

/** The contest race with its contest's visibility and its scoring log (null fields before finalize), or null. */
export async function findContestRaceLog(db: DbOrTx, contestRaceId: number) {
  const [row] = await db
    .select({
      contestRaceId: contestRaces.id,
      raceId: contestRaces.raceId,
      isPublished: contests.isPublished,
      isPublic: contests.isPublic,
      payoutCapCents: scoringLogs.payoutCapCents,
      finalizedAt: scoringLogs.finalizedAt,
    })
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .leftJoin(scoringLogs, eq(scoringLogs.contestRaceId, contestRaces.id))
    .where(eq(contestRaces.id, contestRaceId));
  return row ?? null;
}

export async function listLoggedResults(db: DbOrTx, contestRaceId: number) {
  return db
    .select({
      runner: { id: runners.id, programNumber: runners.programNumber, name: runners.name },
      payoffCents: scoringLogResults.payoffCents,
      scoredPayoffCents: scoringLogResults.scoredPayoffCents,
      deadHeat: scoringLogResults.deadHeat,
    })
    .from(scoringLogResults)
    .innerJoin(runners, eq(runners.id, scoringLogResults.runnerId))
    .where(eq(scoringLogResults.contestRaceId, contestRaceId))
    .orderBy(asc(runners.id));
}

export async function listLoggedScratches(db: DbOrTx, contestRaceId: number) {
  const scoredAs = alias(runners, 'scored_as');
  return db
    .select({
      runner: { id: runners.id, programNumber: runners.programNumber, name: runners.name },
      scoredAs: { id: scoredAs.id, programNumber: scoredAs.programNumber, name: scoredAs.name },
      reason: scoringLogScratches.reason,
      plays: scoringLogScratches.plays,
    })
    .from(scoringLogScratches)
    .innerJoin(runners, eq(runners.id, scoringLogScratches.runnerId))
    .leftJoin(scoredAs, eq(scoredAs.id, scoringLogScratches.scoredAsRunnerId))
    .where(eq(scoringLogScratches.contestRaceId, contestRaceId))
    .orderBy(
      asc(runners.id),
      sql`${scoringLogScratches.reason} nulls first`,
      asc(scoringLogScratches.scoredAsRunnerId),
    );
}
