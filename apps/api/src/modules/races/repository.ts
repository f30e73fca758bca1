import { compareProgramNumbers } from '@cj/shared/rules/program-number';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockRaceAgainstPlays } from '../../db/lock-order';
import { contestRaces, contests } from '../../db/schema/contests';
import { races, runners, tracks } from '../../db/schema/races';
import type { RaceRow, RunnerRow } from './views';

export async function findRaceWithTrack(db: DbOrTx, raceId: number) {
  const [row] = await db
    .select({ race: races, track: tracks })
    .from(races)
    .innerJoin(tracks, eq(tracks.id, races.trackId))
    .where(eq(races.id, raceId));
  return row ?? null;
}

/** The race row locked for update, its plays in flight finished first and new ones held (db/lock-order.ts). */
export async function findRaceForUpdate(db: DbOrTx, raceId: number) {
  await lockRaceAgainstPlays(db, raceId);
  const [row] = await db.select().from(races).where(eq(races.id, raceId)).for('update');
  return row ?? null;
}

export async function updateRaceRow(
  db: DbOrTx,
  raceId: number,
  changes: Partial<
    Pick<
      RaceRow,
      | 'postTime'
      | 'isWageringClosed'
      | 'wageringClosedAt'
      | 'closeAnnouncedAt'
      | 'minWagerAmountCents'
      | 'favoriteRunnerId'
    >
  >,
) {
  await db.update(races).set(changes).where(eq(races.id, raceId));
}

export async function findRunnerOfRace(db: DbOrTx, raceId: number, runnerId: number) {
  const [row] = await db
    .select()
    .from(runners)
    .where(and(eq(runners.raceId, raceId), eq(runners.id, runnerId)));
  return row ?? null;
}

const byProgramNumber = (a: RunnerRow, b: RunnerRow) =>
  compareProgramNumbers(a.programNumber ?? '', b.programNumber ?? '') || a.id - b.id;

/** The runners of the races, in program order within each race (scratched ones included). */
export async function listRunnersOfRaces(db: DbOrTx, raceIds: readonly number[]) {
  if (raceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(runners)
    .where(inArray(runners.raceId, [...raceIds]));
  return rows.sort((a, b) => a.raceId - b.raceId || byProgramNumber(a, b));
}

const contestRaceColumns = {
  contestRace: contestRaces,
  contest: contests,
  race: races,
  track: tracks,
};

function selectContestRaces(db: DbOrTx) {
  return db
    .select(contestRaceColumns)
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, contestRaces.raceId))
    .innerJoin(tracks, eq(tracks.id, races.trackId));
}

export async function findContestRace(db: DbOrTx, contestRaceId: number) {
  const [row] = await selectContestRaces(db).where(eq(contestRaces.id, contestRaceId));
  return row ?? null;
}

/** The races of a contest by post time, then race number. */
export async function listContestRaces(db: DbOrTx, contestId: number) {
  return selectContestRaces(db)
    .where(eq(contestRaces.contestId, contestId))
    .orderBy(asc(races.postTime), asc(races.raceNumber), asc(contestRaces.id));
}
