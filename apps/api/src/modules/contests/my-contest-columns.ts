import { sql } from 'drizzle-orm';
import { firstRaceClosed, raceClosedAt } from './status';

/** The account's best entry in the contest, as Postgres' JSON gives it. */
export interface BestPlayerJson {
  rank: number | null;
  leaderboardBankrollCents: number | string;
  entries: number;
}

/** The contest's first race by post time still open to plays, as Postgres' JSON gives it. */
export interface NextRaceJson {
  raceNumber: number;
  postTime: string;
  timezone: string;
}

/** How far the best entry is through the card, as Postgres' JSON gives it (rules/pick-progress.ts). */
export interface PicksJson {
  picked: number;
  total: number;
  /** The race still open to plays without a pick of that entry that closes first; null when none is left. */
  nextUnpicked: { raceNumber: number; closesAt: string; timezone: string } | null;
}

/**
 * What My Contests adds to a contest row, as correlated subqueries on `contests` (named in full, as in status.ts):
 * the account's best entry (highest leaderboard bankroll, then the first made) with how many entries it holds, and
 * the next race to close (still open at `now`: before its post time, not closed nor finalized; by post time, then
 * race number, then the first added), and how far that best entry is through the card (its picked races and the
 * unpicked race open to plays that closes first: in Pick & Pray, every race closes with the first).
 */
export function myContestColumns(accountId: number, now: Date) {
  return {
    bestEntry: sql<BestPlayerJson | null>`(
      select json_build_object(
        'rank', cp.rank,
        'leaderboardBankrollCents', cp.leaderboard_bankroll_cents,
        'entries', count(*) over ()
      )
      from contest_players cp
      where cp.contest_id = "contests"."id" and cp.account_id = ${accountId}
      order by cp.leaderboard_bankroll_cents desc, cp.id
      limit 1
    )`,
    picks: sql<PicksJson | null>`(
      select json_build_object(
        'picked', (select count(distinct w.contest_race_id) from wagers w where w.contest_player_id = best.id),
        'total', (select count(*) from contest_races cr where cr.contest_id = "contests"."id"),
        'nextUnpicked', (
          select json_build_object(
            'raceNumber', r.race_number,
            'closesAt', case when "contests"."picks_lock_at" = 'first-race' then (
              select fr.post_time from contest_races fcr join races fr on fr.id = fcr.race_id
              where fcr.contest_id = "contests"."id" order by fr.post_time, fr.race_number, fcr.id limit 1
            ) else r.post_time end,
            'timezone', t.timezone
          )
          from contest_races cr
          join races r on r.id = cr.race_id
          join tracks t on t.id = r.track_id
          where cr.contest_id = "contests"."id" and not ${raceClosedAt('r', now)}
            and ("contests"."picks_lock_at" = 'each-race' or not ${firstRaceClosed(now)})
            and not exists (select 1 from wagers w where w.contest_race_id = cr.id and w.contest_player_id = best.id)
          order by r.post_time, r.race_number, cr.id
          limit 1
        )
      )
      from (
        select cp.id from contest_players cp
        where cp.contest_id = "contests"."id" and cp.account_id = ${accountId}
        order by cp.leaderboard_bankroll_cents desc, cp.id
        limit 1
      ) best
    )`,
    nextRace: sql<NextRaceJson | null>`(
      select json_build_object('raceNumber', r.race_number, 'postTime', r.post_time, 'timezone', t.timezone)
      from contest_races cr
      join races r on r.id = cr.race_id
      join tracks t on t.id = r.track_id
      where cr.contest_id = "contests"."id" and not ${raceClosedAt('r', now)}
      order by r.post_time, r.race_number, cr.id
      limit 1
    )`,
  };
}
