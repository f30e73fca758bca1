import { ContestFormat } from '@cj/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { raceClosedAt } from '../contests/status';

/**
 * What a leaderboard row tells of an entry's card besides its bankroll. The contest's own facts are read once per
 * statement, in `cardFacts` (a lateral join named `card`, one row for the contest); each entry then reads only its
 * own plays (wagers_player_race_idx). `now` is SQL: a timestamptz parameter or a prepared statement's placeholder.
 */

/**
 * The contest's facts for its rows: whether it takes no more picks (cancelled, of no format, or Pick & Pray once its
 * first race, in firstRaceClosed's order, has closed), how many races are open to plays, and its latest race closed
 * and not final yet (the last by post time, then race number). `contest` is its id as SQL: a parameter, an
 * uncorrelated subquery, or the entry's own column. Joined with `left join lateral … on true`.
 */
export const cardFacts = (now: SQL, contest: SQL) => {
  const closed = raceClosedAt('r', now);
  const latest = sql`filter (where not r.finalized and ${closed})`;
  return sql`(
  select
    c.is_cancelled or c.format = ${ContestFormat.None}
      or (c.picks_lock_at = 'first-race' and coalesce(races.first_closed, false)) as locked,
    races.open_races,
    races.latest_id,
    races.latest_number
  from contests c
  cross join lateral (
    select
      count(*) filter (where not ${closed}) as open_races,
      (array_agg(${closed} order by r.post_time, r.race_number, cr.id))[1] as first_closed,
      (array_agg(cr.id order by r.post_time desc, r.race_number desc) ${latest})[1] as latest_id,
      (array_agg(r.race_number order by r.post_time desc, r.race_number desc) ${latest})[1] as latest_number
    from contest_races cr
    join races r on r.id = cr.race_id
    where cr.contest_id = c.id
  ) races
  where c.id = ${contest}
) card`;
};

/** The column a select joined with cardFacts reads the contest's id from when it has no better one. */
export const playerContest = sql`"contest_players"."contest_id"`;

/**
 * The entry's plays on races still open at `now`: how many (`plays`, hidden from other players) and on how many
 * races (`races`), read in one pass over its plays (wagers_player_race_idx). Joined `left join lateral … on true`
 * after `contest_players`, named `player_open`.
 */
export const playerOpenPlays = (now: SQL) => sql`(
  select count(*)::int as plays, count(distinct w.contest_race_id)::int as races
  from wagers w
  join races r on r.id = w.race_id
  where w.contest_player_id = "contest_players"."id" and not ${raceClosedAt('r', now)}
) player_open`;

/** The entry's plays on races still open (playerOpenPlays): other players see how many, not which. */
export const openPlays = sql<number>`"player_open"."plays"`.mapWith(Number);

/** The races still open to plays on which the entry has no play: 0 once the contest takes no more picks. */
export const picksLeft = sql<number>`(case when coalesce("card"."locked", true) then 0
  else "card"."open_races" - "player_open"."races" end)`.mapWith(Number);

/** The runner an entry has running in a closed race not final yet, as nowRunning reads it. */
export interface RunningRow {
  raceNumber: number;
  runner: { programNumber: string; name: string; scratched: boolean } | null;
}

/**
 * The contest's latest race closed and not final yet (cardFacts), with the runner the entry has running in it: its
 * first play's pick, or for a scratched pick its alternate (when it names one not scratched) or else the race's
 * post-time favorite once known (the pick, scratched, until then). Runner null: no play on it. Null when no race is
 * closed and not final. Closed races' plays are public: anyone may read this.
 */
export const nowRunning = sql<RunningRow | null>`(case when "card"."latest_id" is null then null else json_build_object(
  'raceNumber', "card"."latest_number",
  'runner', (
    select json_build_object('programNumber', coalesce(ru.program_number, ''), 'name', ru.name, 'scratched', ru.scratched)
    from runners ru
    where ru.id = (
      select case when not (select p.scratched from runners p where p.id = w.runner_id) then w.runner_id
      else coalesce(
        (select alt.id from runners alt where alt.id = w.alternate_runner_id and not alt.scratched),
        (select r.favorite_runner_id from races r where r.id = w.race_id),
        w.runner_id
      ) end
      from wagers w
      where w.contest_player_id = "contest_players"."id" and w.contest_race_id = "card"."latest_id"
      order by w.id
      limit 1
    )
  )
) end)`;
