import {
  RATED_CONTEST_MIN_PLAYERS,
  RATING_PRIOR_FINISHES,
  RATING_PRIOR_SUM,
  RATING_SCALE,
} from '@cj/shared/rules/rating';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { concludedCountedContest } from './counted-contests';

/**
 * Rewrites every account's rating in one statement (rules/rating.ts, decision 031): each entry of a concluded
 * counted contest (counted-contests.ts) of at least 2 entries scores (entries − rank) / (entries − 1); an
 * account's rating is round(1000 × (Σp + 2.5) / (n + 5)) over its n such entries. The percentiles are summed as
 * numeric at scale 30 and rounded to 12 decimals before the integer, so an exact half rounds up as the reference's
 * exact fraction does. Only changed ratings are written; an account left with no rated entry loses its row (the
 * upsert and the delete touch different rows, as one statement must).
 */
async function refreshRatings(db: DbOrTx) {
  await db.execute(sql`
    with counted as (
      select cp.account_id, cp.rank, count(*) over (partition by cp.contest_id) as size
      from contest_players cp
      join contests on contests.id = cp.contest_id
      where ${concludedCountedContest}
    ),
    totals as (
      select account_id, count(*)::integer as rated_entries,
        round(round(
          ${RATING_SCALE} * (sum((size - rank)::numeric(40, 30) / (size - 1)) + ${RATING_PRIOR_SUM})
            / (count(*) + ${RATING_PRIOR_FINISHES}),
          12
        ))::integer as rating
      from counted
      where size >= ${RATED_CONTEST_MIN_PLAYERS} and rank is not null
      group by account_id
    ),
    upserted as (
      insert into player_ratings (account_id, rating, rated_entries)
      select account_id, rating, rated_entries from totals
      on conflict (account_id) do update
      set rating = excluded.rating, rated_entries = excluded.rated_entries
      where (player_ratings.rating, player_ratings.rated_entries)
        is distinct from (excluded.rating, excluded.rated_entries)
    )
    delete from player_ratings pr
    where not exists (select 1 from totals t where t.account_id = pr.account_id)`);
}

/** Every refresh is one at a time across instances: this transaction-scoped advisory lock's key (decision 031). */
const RATINGS_REFRESH_LOCK = 31_031;

/** Asks for every rating to be computed again after the caller's transaction commits (one row, one statement). */
export async function requestRatingsRefresh(db: DbOrTx, now: Date) {
  await db.execute(
    sql`insert into rating_refresh_requests (requested_at) values (${now.toISOString()}::timestamptz)`,
  );
}

/**
 * Does the refreshes asked for, once: in one transaction, waits for any other instance's refresh to end (the
 * advisory lock), takes every request committed by then and, if there was one, rewrites the ratings, which then read
 * every change those requests were committed with. A request committed meanwhile stays for the next run. Answers
 * whether it refreshed; rolled back on failure, the requests stay too.
 */
export async function refreshRequestedRatings(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_REFRESH_LOCK})`);
    const taken = await tx.execute(sql`delete from rating_refresh_requests returning id`);
    if ((taken as unknown as { rows: unknown[] }).rows.length === 0) return false;
    await refreshRatings(tx);
    return true;
  });
}
