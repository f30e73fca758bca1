import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The one order in which every transaction locks the rows of a race day (decision 052). Two transactions that
 * lock the same rows in the same order wait for each other at most; in opposite orders they can deadlock.
 *
 * 1. races: a contest's first race before its other races (by post time, race number, id);
 * 2. contests: several in id order;
 * 3. contest races;
 * 4. entries (contest_players): several of one account in entry-number order, several of a contest in id order;
 * 5. plays (wagers).
 *
 * A transaction may skip any step, never go back to an earlier one. Inside one statement PostgreSQL locks the rows
 * of a joined row in the order of its locking clauses, those of a subquery or a lateral join when the join
 * evaluates it, before the outer row's, and the rows of one table in the order the plan produces them (an
 * `order by` under the lock holds). Writes lock as well: an update or delete locks its row, an insert
 * key-share-locks the rows its foreign keys name.
 *
 * Plays do not lock the rows of their races and contest (decision 062): hundreds of plays a second share-locking
 * one contest row made PostgreSQL write a new multixact into that row for every play. A play takes the advisory
 * locks of its races and contest shared instead (lock-manager memory only), in the order above, in a statement of
 * its own before the statement that reads them; whatever must not interleave with a play takes them exclusively,
 * always before the rows it locks.
 *
 * Who takes what, in that order: a play (plays/repository.ts lockPlayContext, and for a plain play the same steps
 * in migration 0014's cj_place_play): the advisory locks of the first race
 * (Pick & Pray) and the race, then the contest's, shared; the entries for update; then its play. A play's removal:
 * the same advisory locks, then the entry. Finalize: the race's advisory lock and row (for update), the contests
 * holding it (advisory locks, then rows, no key update), then entries and plays. Closing or changing a race, its
 * results or runners: the race's advisory lock, then its row for update. A race card import: the card's races the
 * same way, in post-time order. Adding races to a contest: the races shared, then the contest. Changing or removing
 * a contest race, the contest and player administration: the contest's advisory lock and row, then its contest
 * races or entries. Enrollment and winners: the contest row only (they change nothing a play reads).
 */
export const LOCK_ORDER = ['races', 'contests', 'contest_races', 'contest_players', 'wagers'] as const;

/** The advisory lock spaces of races and contests: negative, so they never meet the idempotency keys' (account, hash). */
const RACE_LOCKS = sql.raw('-1');
const CONTEST_LOCKS = sql.raw('-2');

/** Waits for the plays in flight on the race, and keeps new ones waiting, until the transaction ends. */
export async function lockRaceAgainstPlays(tx: DbOrTx, raceId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RACE_LOCKS}, ${raceId}::integer)`);
}

/** The same for several races, in the order given (the order of db/lock-order.ts: post time, number, id). */
export async function lockRacesAgainstPlays(tx: DbOrTx, raceIds: readonly number[]) {
  for (const raceId of raceIds) await lockRaceAgainstPlays(tx, raceId);
}

/** Waits for the plays in flight in the contest, and keeps new ones waiting, until the transaction ends. */
export async function lockContestAgainstPlays(tx: DbOrTx, contestId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTEST_LOCKS}, ${contestId}::integer)`);
}

/** The same for every contest holding the race, in id order. */
export async function lockContestsOfRaceAgainstPlays(tx: DbOrTx, raceId: number) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${CONTEST_LOCKS}, contest_id)
    from (select contest_id from contest_races where race_id = ${raceId}::integer order by contest_id) as holding`);
}

/**
 * SQL: a play's shared advisory locks on the contest race `contestRaceId` (a value or a subquery): its contest's
 * first race when the contest locks picks at it, its race, then its contest. A statement of its own, run before the
 * statement that reads what the play checks: that statement's snapshot then sees every change that was waited for.
 * Migration 0014's cj_place_play (a plain play in one statement) takes the same locks the same way: change both.
 */
export const playLocks = (contestRaceId: SQLWrapper | SQL): SQL => sql`
  select
    (select pg_advisory_xact_lock_shared(${RACE_LOCKS}, first_race.race_id) from (
      select fcr.race_id
      from contest_races fcr
      join races fr on fr.id = fcr.race_id
      where fcr.contest_id = cr.contest_id and c.picks_lock_at = 'first-race'
      order by fr.post_time, fr.race_number, fcr.id
      limit 1
    ) as first_race) is null as first_race,
    pg_advisory_xact_lock_shared(${RACE_LOCKS}, cr.race_id) is null as race,
    pg_advisory_xact_lock_shared(${CONTEST_LOCKS}, cr.contest_id) is null as contest
  from contest_races cr
  join contests c on c.id = cr.contest_id
  where cr.id = ${contestRaceId}`;
