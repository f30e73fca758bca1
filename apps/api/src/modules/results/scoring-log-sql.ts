import { sql } from 'drizzle-orm';

/**
 * The common table expressions that write the public scoring log (decision 031) of every contest race of the race,
 * inside finalize's scoring statement (finalize-repository.ts, scoreRace), so the log adds no statement and records
 * exactly what was applied: they read that statement's `winners` (each winning runner with its $2 payoff) and
 * `substituted` (each play whose pick was scratched: `contest_race_id`, `pick_id`, the `runner_id` it was scored
 * as and the `reason`). Per contest race: the contest's Win payout cap when it has one; each winner with its payoff,
 * what a $2 play returned after the cap, and whether the race was a dead heat; each scratched runner with what its
 * plays were scored as, why, and how many (a scratched runner with no plays on it gets one row of 0 plays).
 */
export function scoringLogInserts(raceId: number, finalizedAt: Date) {
  return sql`
    log_races as (
      select cr.id as contest_race_id, c.win_payout_cap_cents as cap_cents
      from contest_races cr
      join contests c on c.id = cr.contest_id
      where cr.race_id = ${raceId}
    ),
    logged as (
      insert into scoring_logs (contest_race_id, payout_cap_cents, finalized_at)
      select contest_race_id, cap_cents, ${finalizedAt.toISOString()}::timestamptz from log_races
    ),
    logged_results as (
      insert into scoring_log_results
        (contest_race_id, runner_id, payoff_cents, scored_payoff_cents, dead_heat)
      select lr.contest_race_id, win.runner_id, win.payoff_cents,
        case when win.payoff_cents > lr.cap_cents then lr.cap_cents else win.payoff_cents end,
        (select count(*) from winners) > 1
      from log_races lr
      cross join winners win
    ),
    moved as (
      select contest_race_id, pick_id, runner_id, reason, count(*)::integer as plays
      from substituted
      group by contest_race_id, pick_id, runner_id, reason
    ),
    logged_scratches as (
      insert into scoring_log_scratches (contest_race_id, runner_id, scored_as_runner_id, reason, plays)
      select lr.contest_race_id, r.id, m.runner_id, m.reason, coalesce(m.plays, 0)
      from log_races lr
      join runners r on r.race_id = ${raceId} and r.scratched
      left join moved m on m.contest_race_id = lr.contest_race_id and m.pick_id = r.id
    )`;
}
