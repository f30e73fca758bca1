import { and, asc, count, eq, gt, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockRacesAgainstPlays } from '../../db/lock-order';
import { races, runners } from '../../db/schema/races';

export type RaceInsert = typeof races.$inferInsert;
export type RunnerInsert = typeof runners.$inferInsert;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * The races already on the card, locked so plays, closes and other imports wait for this one; in post-time order
 * (db/lock-order.ts), the order a Pick & Pray play locks its first race and then its own.
 */
export async function lockCardRaces(tx: DbOrTx, trackId: number, raceDate: string) {
  const onCard = and(eq(races.trackId, trackId), eq(races.raceDate, raceDate));
  const order = [asc(races.postTime), asc(races.raceNumber), asc(races.id)];
  const ids = await tx
    .select({ id: races.id })
    .from(races)
    .where(onCard)
    .orderBy(...order);
  await lockRacesAgainstPlays(
    tx,
    ids.map((race) => race.id),
  );
  return tx
    .select()
    .from(races)
    .where(onCard)
    .orderBy(...order)
    .for('update');
}

/**
 * Inserts the races, or updates those already on the card (keyed by track, date, number) unless their
 * wagering is closed (by an operator, or by their post time passing at `now`) or they are finalized. Answers the
 * races written.
 */
export async function upsertRaces(tx: DbOrTx, values: RaceInsert[], now: Date) {
  if (values.length === 0) return [];
  return tx
    .insert(races)
    .values(values)
    .onConflictDoUpdate({
      target: [races.trackId, races.raceDate, races.raceNumber],
      set: {
        postTime: excluded('post_time'),
        raceType: excluded('race_type'),
        distance: excluded('distance'),
        surface: excluded('surface'),
      },
      setWhere: and(not(races.isWageringClosed), not(races.finalized), gt(races.postTime, now)),
    })
    .returning({ id: races.id, raceNumber: races.raceNumber });
}

/**
 * Inserts runners with program numbers, or updates the runner of the same race and program number. A scratch
 * stays: the file knows only the scratches of when it was built, and an admin's later scratch is newer.
 */
export async function upsertNumberedRunners(tx: DbOrTx, values: RunnerInsert[]) {
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(runners)
    .values(values)
    .onConflictDoUpdate({
      target: [runners.raceId, runners.programNumber],
      set: {
        name: excluded('name'),
        morningLine: excluded('morning_line'),
        scratched: sql`${runners.scratched} or ${excluded('scratched')}`,
        mto: excluded('mto'),
        ae: excluded('ae'),
        postPosition: excluded('post_position'),
        jockeyOrDriver: excluded('jockey_or_driver'),
        trainer: excluded('trainer'),
      },
    })
    .returning({ id: runners.id });
  return rows.length;
}

export async function insertRunners(tx: DbOrTx, values: RunnerInsert[]) {
  if (values.length === 0) return 0;
  return (await tx.insert(runners).values(values).returning({ id: runners.id })).length;
}

export async function updateRunnerById(tx: DbOrTx, runnerId: number, values: Partial<RunnerInsert>) {
  await tx.update(runners).set(values).where(eq(runners.id, runnerId));
}

export async function countCardRaces(db: DbOrTx, trackId: number, raceDate: string) {
  const [row] = await db
    .select({ racesCount: count() })
    .from(races)
    .where(and(eq(races.trackId, trackId), eq(races.raceDate, raceDate)));
  return row?.racesCount ?? 0;
}
