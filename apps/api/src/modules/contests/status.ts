import { type ContestStanding, contestStanding } from '@cj/shared/rules/contest-status';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema/contests';
import type { ContestRow } from './lookup';

/**
 * Whether wagering has closed on the contest's first race: the contest race whose race has the earliest post
 * time (then the lowest race number, then the first added), closed by an operator or finalized
 * (rules/race-state.ts isRaceClosed). False for a contest without races. A correlated subquery on `contests`
 * (named in full: Drizzle writes a column of the selected table unqualified, which `contest_races` makes ambiguous).
 */
export const firstRaceClosed = sql<boolean>`coalesce((
  select r.is_wagering_closed or r.finalized
  from contest_races cr
  join races r on r.id = cr.race_id
  where cr.contest_id = "contests"."id"
  order by r.post_time, r.race_number, cr.id
  limit 1
), false)`.mapWith(Boolean);

/**
 * The IANA timezone of the track of the contest's first race (the same order as firstRaceClosed); null for a
 * contest without races. Contest lists show the start time there.
 */
export const firstRaceTimezone = sql<string | null>`(
  select t.timezone
  from contest_races cr
  join races r on r.id = cr.race_id
  join tracks t on t.id = r.track_id
  where cr.contest_id = "contests"."id"
  order by r.post_time, r.race_number, cr.id
  limit 1
)`;

/** A contest with what its status needs besides its own columns, and the timezone its start is shown in. */
export type ContestWithProgress = ContestRow & { firstRaceClosed: boolean; timezone: string | null };

/** Every column of a contest, whether its first race has closed, and its first race's timezone. */
export const contestWithProgressColumns = {
  ...getTableColumns(contests),
  firstRaceClosed,
  timezone: firstRaceTimezone,
};

/** The facts the status rule reads, for a contest row already loaded. */
export async function withProgress(db: DbOrTx, row: ContestRow): Promise<ContestWithProgress> {
  const [found] = await db
    .select({ firstRaceClosed, timezone: firstRaceTimezone })
    .from(contests)
    .where(eq(contests.id, row.id));
  return { ...row, firstRaceClosed: found?.firstRaceClosed ?? false, timezone: found?.timezone ?? null };
}

/** The contest's status at `now` and when its results are official (the shared rule). */
export const standingOf = (
  contest: Pick<ContestWithProgress, 'isCancelled' | 'firstRaceClosed' | 'concludedAt'>,
  now: Date,
): ContestStanding => contestStanding(contest, now);
