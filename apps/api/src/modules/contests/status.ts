import { type ContestStanding, contestStanding } from '@cj/shared/rules/contest-status';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema/contests';
import type { ContestRow } from './lookup';

/**
 * SQL: the race `race` (its alias) is closed to plays at `now` (rules/race-state.ts isRaceClosed): past its post
 * time, closed by an operator or finalized. `now` is the app's clock, passed in, never the database's: a Date, or
 * SQL of a timestamptz (a prepared statement's placeholder).
 */
export const raceClosedAt = (race: string, now: Date | SQL) => {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`(${sql.raw(race)}.is_wagering_closed or ${sql.raw(race)}.finalized or ${sql.raw(race)}.post_time <= ${at})`;
};

/**
 * Whether the contest's first race is closed at `now`: the contest race whose race has the earliest post time
 * (then the lowest race number, then the first added), past its post time, closed by an operator or finalized
 * (rules/race-state.ts isRaceClosed). False for a contest without races. A correlated subquery on `contests`
 * (named in full: Drizzle writes a column of the selected table unqualified, which `contest_races` makes ambiguous).
 */
export const firstRaceClosed = (now: Date) =>
  sql<boolean>`coalesce((
  select ${raceClosedAt('r', now)}
  from contest_races cr
  join races r on r.id = cr.race_id
  where cr.contest_id = "contests"."id"
  order by r.post_time, r.race_number, cr.id
  limit 1
), false)`.mapWith(Boolean);

/** A column of the track of the contest's first race (the same order as firstRaceClosed); null without races. */
const firstRaceTrack = <T>(column: 'timezone' | 'name') => sql<T>`(
  select t.${sql.raw(column)}
  from contest_races cr
  join races r on r.id = cr.race_id
  join tracks t on t.id = r.track_id
  where cr.contest_id = "contests"."id"
  order by r.post_time, r.race_number, cr.id
  limit 1
)`;

/** The IANA timezone of the first race's track: contest lists show the start time there. */
export const firstRaceTimezone = firstRaceTrack<string | null>('timezone');

/** The name of the first race's track. */
export const firstRaceTrackName = firstRaceTrack<string | null>('name');

/** Whether the contest has sponsors (their logos show on its pages). A correlated subquery on `contests`. */
export const contestHasSponsors = sql<boolean>`exists (
  select 1 from sponsors s where s.contest_id = "contests"."id"
)`.mapWith(Boolean);

/**
 * A contest with what its status needs besides its own columns, the timezone its start is shown in, and whether it
 * has sponsors.
 */
export type ContestWithProgress = ContestRow & {
  firstRaceClosed: boolean;
  timezone: string | null;
  hasSponsors: boolean;
};

/** Every column of a contest, whether its first race has closed at `now`, and its first race's timezone. */
export const contestWithProgressColumns = (now: Date) => ({
  ...getTableColumns(contests),
  firstRaceClosed: firstRaceClosed(now),
  timezone: firstRaceTimezone,
  hasSponsors: contestHasSponsors,
});

/** The facts the status rule reads at `now`, for a contest row already loaded. */
export async function withProgress(db: DbOrTx, row: ContestRow, now: Date): Promise<ContestWithProgress> {
  const [found] = await db
    .select({
      firstRaceClosed: firstRaceClosed(now),
      timezone: firstRaceTimezone,
      hasSponsors: contestHasSponsors,
    })
    .from(contests)
    .where(eq(contests.id, row.id));
  return {
    ...row,
    firstRaceClosed: found?.firstRaceClosed ?? false,
    timezone: found?.timezone ?? null,
    hasSponsors: found?.hasSponsors ?? false,
  };
}

/** The contest's status at `now` and when its results are official (the shared rule). */
export const standingOf = (
  contest: Pick<ContestWithProgress, 'isCancelled' | 'firstRaceClosed' | 'concludedAt'>,
  now: Date,
): ContestStanding => contestStanding(contest, now);
