import { sql } from 'drizzle-orm';
import { raceClosedAt } from './status';

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

/**
 * What My Contests adds to a contest row, as correlated subqueries on `contests` (named in full, as in status.ts):
 * the account's best entry (highest leaderboard bankroll, then the first made) with how many entries it holds, and
 * the next race to close (still open at `now`: before its post time, not closed nor finalized; by post time, then
 * race number, then the first added).
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
