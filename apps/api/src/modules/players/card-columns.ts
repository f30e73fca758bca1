import { ContestFormat } from '@cj/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { raceClosedAt } from '../contests/status';

/**
 * What a leaderboard row tells of an entry's card besides its bankroll, as columns of a select on `contest_players`
 * (named in full, as in repository.ts). `now` is SQL: a timestamptz parameter or a prepared statement's
 * placeholder. `contest` is the contest's id as SQL: a parameter or an uncorrelated subquery when the caller knows
 * it (what concerns the contest alone is then read once for the whole page, as an InitPlan), else the entry's own
 * column (read again for each entry). Per entry, each reads a handful of index entries (wagers_player_race_idx and
 * primary keys).
 */
export const entryContest = sql`"contest_players"."contest_id"`;

/**
 * Whether the contest takes no more picks: cancelled, of no format, or Pick & Pray once its first race
 * (firstRaceClosed's order) has closed.
 */
const picksLockedAt = (now: SQL, contest: SQL) => sql`coalesce((
    select c.is_cancelled or c.format = ${ContestFormat.None}
      or (c.picks_lock_at = 'first-race' and ${raceClosedAt('fr', now)})
    from contests c
    join contest_races fcr on fcr.contest_id = c.id
    join races fr on fr.id = fcr.race_id
    where c.id = ${contest}
    order by fr.post_time, fr.race_number, fcr.id
    limit 1
  ), false)`;

/**
 * The races still open to plays at `now` on which the entry has no play: the contest's open races less those the
 * entry has a play on; 0 once the contest's picks have locked.
 */
export const picksLeft = (now: SQL, contest: SQL) =>
  sql<number>`(case when ${picksLockedAt(now, contest)} then 0 else (
  select count(*)
  from contest_races cr
  join races r on r.id = cr.race_id
  where cr.contest_id = ${contest} and not ${raceClosedAt('r', now)}
) - (
  select count(distinct w.contest_race_id)
  from wagers w
  join races r on r.id = w.race_id
  where w.contest_player_id = "contest_players"."id" and not ${raceClosedAt('r', now)}
) end)`.mapWith(Number);

/** The runner an entry has running in a closed race not final yet, as nowRunning reads it. */
export interface RunningRow {
  raceNumber: number;
  runner: { programNumber: string; name: string; scratched: boolean } | null;
}

/** The contest's latest race closed at `now` and not final yet (the last by post time, then race number). */
const latestClosed = (now: SQL, contest: SQL, column: 'cr.id' | 'r.race_number') => sql`(
  select ${sql.raw(column)}
  from contest_races cr
  join races r on r.id = cr.race_id
  where cr.contest_id = ${contest} and not r.finalized and ${raceClosedAt('r', now)}
  order by r.post_time desc, r.race_number desc
  limit 1
)`;

/**
 * The contest's latest race closed at `now` and not final yet, with the runner the entry has running in it: its
 * first play's pick, or for a scratched pick its alternate (when it names one not scratched) or else the race's
 * post-time favorite once known (the pick, scratched, until then). Runner null: no play on it. Null when no race is
 * closed and not final. Closed races' plays are public: anyone may read this.
 */
export const nowRunning = (now: SQL, contest: SQL) => {
  const raceId = latestClosed(now, contest, 'cr.id');
  return sql<RunningRow | null>`(case when ${raceId} is null then null else json_build_object(
  'raceNumber', ${latestClosed(now, contest, 'r.race_number')},
  'runner', (
    select json_build_object('programNumber', coalesce(ru.program_number, ''), 'name', ru.name, 'scratched', ru.scratched)
    from runners ru
    where ru.id = (
      select case when not pick.scratched then pick.id else coalesce(
        (select alt.id from runners alt where alt.id = w.alternate_runner_id and not alt.scratched),
        (select r.favorite_runner_id from races r where r.id = w.race_id),
        pick.id
      ) end
      from wagers w
      join runners pick on pick.id = w.runner_id
      where w.contest_player_id = "contest_players"."id" and w.contest_race_id = ${raceId}
      order by w.id
      limit 1
    )
  )
) end)`;
};
