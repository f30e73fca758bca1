import { ContestFormat, Pool } from '@cj/shared/enums';
import { PAYOUT_BASIS_CENTS } from '@cj/shared/rules/scoring';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockContestsOfRaceAgainstPlays } from '../../db/lock-order';
import { contestRaces, contests } from '../../db/schema/contests';
import { raceResults, races, runners } from '../../db/schema/races';
import { scoringLogInserts } from './scoring-log-sql';

/**
 * The scoring engine's statements (ARCHITECTURE.md §4). Each is set-based: the number of statements a finalize
 * runs is the same for ten entries as for a hundred thousand.
 */

/**
 * The contests holding the race, in id order, locked against concurrent plays and removals (after the race:
 * db/lock-order.ts).
 */
export async function lockContestsOfRace(db: DbOrTx, raceId: number) {
  await lockContestsOfRaceAgainstPlays(db, raceId);
  const holding = db
    .select({ contestId: contestRaces.contestId })
    .from(contestRaces)
    .where(eq(contestRaces.raceId, raceId));
  const rows = await db
    .select({ id: contests.id })
    .from(contests)
    .where(inArray(contests.id, holding))
    .orderBy(asc(contests.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/**
 * Room for the sort and window of a contest's whole leaderboard in memory (PostgreSQL's default of 4 MB spills a
 * 100,000-entry board to disk); for this transaction only.
 */
export async function allowLargeSorts(db: DbOrTx) {
  await db.execute(sql`set local work_mem = '64MB'`);
}

export async function listFavoriteCandidates(db: DbOrTx, raceId: number) {
  const rows = await db
    .select({
      id: runners.id,
      programNumber: runners.programNumber,
      morningLine: runners.morningLine,
      scratched: runners.scratched,
    })
    .from(runners)
    .where(eq(runners.raceId, raceId));
  return rows.map((row) => ({ ...row, programNumber: row.programNumber ?? '' }));
}

export async function countWinResults(db: DbOrTx, raceId: number) {
  const [row] = await db
    .select({ results: count() })
    .from(raceResults)
    .where(and(eq(raceResults.raceId, raceId), eq(raceResults.pool, Pool.Win)));
  return row?.results ?? 0;
}

/**
 * Scores the race in one statement: its plays, then every entry of every contest holding it, ranked.
 *
 * Plays: a play whose pick is scratched is scored as its alternate when it named one that ran (not scratched),
 * else as `favoriteRunnerId`; the runner it was scored as and why ('alternate' or 'favorite') are recorded
 * (rules/alternates.ts). The winner of a Win result is its first finisher; several Win results are a dead heat,
 * each winner with its own payoff, and a runner in two results keeps its first one. A play returns
 * floor(min(payoff, its contest's cap) × stake / $2), or 0 (rules/payout-cap.ts); when the cap lowered the payoff,
 * the payoff it lowered is kept for the play's view. Only plays on a winner or with a scratched pick are written:
 * most plays lose, and a finalized race's play with no payoff returned 0 (wagers/views.ts), so rewriting them would
 * be wasted work. They are written by two UPDATEs over disjoint plays, so neither joins the race's every play to
 * the other set: `paid_on_winners` reads the race's plays once, keeping those whose pick (not scratched) won;
 * `paid_substituted` writes the few with a scratched pick, found by `substituted` (decision 046). The race's
 * returns are summed from what they return (`paid`), so the plays are not read again: the others returned nothing
 * (a race is finalized once, and its plays hold no payoff before).
 *
 * Entries: Win: the leaderboard bankroll grows by the race's returns and the bankroll mirrors it. WinBankroll (and
 * any other format): the returns are added to the bankroll, and the leaderboard bankroll is the bankroll plus the
 * stakes of plays on races not yet finalized (this race counts as finalized). Ranks: highest leaderboard bankroll
 * first, ties share a rank and the next skips (rank()). Rows whose values do not change are not written. The
 * entries written are looked up by contest as well as by id, so the planner can read only the contests of the race
 * rather than the whole table; the contests as an array worked out once, since as a semi-join the planner looped
 * over them around the join with the whole ranking.
 *
 * The scoring log of every contest race of the race is written by the same statement, from the same `winners` and
 * `substituted` rows the plays were scored by (scoring-log-sql.ts).
 */
export async function scoreRace(
  db: DbOrTx,
  raceId: number,
  favoriteRunnerId: number | null,
  finalizedAt: Date,
) {
  await db.execute(sql`
    with winners as (
      select distinct on (first_finisher.runner_id) first_finisher.runner_id, rr.payoff_cents
      from race_results rr
      cross join lateral (
        select rrr.runner_id from race_result_runners rrr
        where rrr.result_id = rr.id
        order by rrr.finish_order
        limit 1
      ) first_finisher
      where rr.race_id = ${raceId} and rr.pool = ${Pool.Win}
      order by first_finisher.runner_id, rr.id
    ),
    substituted as (
      select w.id, w.contest_race_id, w.runner_id as pick_id,
        case when alt.id is not null and not alt.scratched then alt.id else ${favoriteRunnerId}::integer end
          as runner_id,
        case when alt.id is not null and not alt.scratched then 'alternate' else 'favorite' end as reason
      from wagers w
      join runners pick on pick.id = w.runner_id and pick.scratched
      left join runners alt on alt.id = w.alternate_runner_id and alt.race_id = w.race_id
      where w.race_id = ${raceId}
    ),
    paid_on_winners as (
      update wagers w
      set capped_from_cents = case when win.payoff_cents > c.win_payout_cap_cents then win.payoff_cents end,
        payoff_cents = (
          case when win.payoff_cents > c.win_payout_cap_cents then c.win_payout_cap_cents else win.payoff_cents end
        )::bigint * w.amount_cents / ${PAYOUT_BASIS_CENTS}
      from winners win, runners pick, contest_races cr, contests c
      where w.race_id = ${raceId} and w.runner_id = win.runner_id
        and pick.id = win.runner_id and not pick.scratched
        and cr.id = w.contest_race_id and cr.race_id = ${raceId} and c.id = cr.contest_id
      returning w.contest_player_id, w.payoff_cents
    ),
    paid_substituted as (
      update wagers w
      set substitute_runner_id = sub.runner_id,
        substitute_reason = sub.reason,
        capped_from_cents = case when win.payoff_cents > c.win_payout_cap_cents then win.payoff_cents end,
        payoff_cents = coalesce(
          (case when win.payoff_cents > c.win_payout_cap_cents then c.win_payout_cap_cents else win.payoff_cents end)::bigint
            * w.amount_cents / ${PAYOUT_BASIS_CENTS},
          0
        )
      from substituted sub
      left join winners win on win.runner_id = sub.runner_id
      join contest_races cr on cr.id = sub.contest_race_id
      join contests c on c.id = cr.contest_id
      where w.id = sub.id
      returning w.contest_player_id, w.payoff_cents
    ),
    paid as (
      select contest_player_id, payoff_cents from paid_on_winners
      union all
      select contest_player_id, payoff_cents from paid_substituted
    ),
    ${scoringLogInserts(raceId, finalizedAt)},
    contests_of_race as (
      select contest_id from contest_races where race_id = ${raceId}
    ),
    race_returns as (
      select contest_player_id, sum(payoff_cents)::bigint as returns
      from paid
      group by contest_player_id
    ),
    open_stakes as (
      select w.contest_player_id, sum(w.amount_cents)::bigint as stakes
      from contest_races cr
      join races r on r.id = cr.race_id and not r.finalized and r.id <> ${raceId}
      join wagers w on w.contest_race_id = cr.id
      where cr.contest_id in (select contest_id from contests_of_race)
      group by w.contest_player_id
    ),
    next as (
      select cp.id, cp.contest_id,
        case when c.format = ${ContestFormat.Win}
          then cp.leaderboard_bankroll_cents + coalesce(rr.returns, 0)
          else cp.bankroll_cents + coalesce(rr.returns, 0)
        end as bankroll,
        case when c.format = ${ContestFormat.Win}
          then cp.leaderboard_bankroll_cents + coalesce(rr.returns, 0)
          else cp.bankroll_cents + coalesce(rr.returns, 0) + coalesce(os.stakes, 0)
        end as leaderboard
      from contest_players cp
      join contests c on c.id = cp.contest_id
      left join race_returns rr on rr.contest_player_id = cp.id
      left join open_stakes os on os.contest_player_id = cp.id
      where cp.contest_id in (select contest_id from contests_of_race)
    ),
    ranked as (
      select id, bankroll, leaderboard,
        rank() over (partition by contest_id order by leaderboard desc) as rank
      from next
    )
    update contest_players cp
    set bankroll_cents = ranked.bankroll,
      leaderboard_bankroll_cents = ranked.leaderboard,
      rank = ranked.rank
    from ranked
    where cp.id = ranked.id
      and cp.contest_id = any(array(select contest_id from contests_of_race))
      and (cp.bankroll_cents, cp.leaderboard_bankroll_cents, cp.rank)
        is distinct from (ranked.bankroll, ranked.leaderboard, ranked.rank::integer)`);
  // Not least() for the cap: it skips nulls, and a play with no winner (payoff null) would score the cap.
}

export async function markRaceFinalized(db: DbOrTx, raceId: number, now: Date) {
  // A race closed by its post time alone has the flag still off; a finalized race is closed (races_finalized_closed).
  await db
    .update(races)
    .set({ finalized: true, finalizedAt: now, isWageringClosed: true })
    .where(eq(races.id, raceId));
}

/**
 * Contests holding the race conclude when all their races are finalized (results official 24 hours later);
 * answers how many concluded now.
 */
export async function concludeFinishedContests(db: DbOrTx, raceId: number, now: Date) {
  const result = await db.execute(sql`
    update contests c
    set concluded_at = ${now.toISOString()}::timestamptz
    where c.id in (select contest_id from contest_races where race_id = ${raceId})
      and c.concluded_at is null
      and not exists (
        select 1 from contest_races cr
        join races r on r.id = cr.race_id
        where cr.contest_id = c.id and not r.finalized
      )
    returning c.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
