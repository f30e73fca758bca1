import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { refreshRatingsIfRequested, requestRatings } from '../src/modules/ratings/service';

/**
 * The rating at scale (decision 031): `contests` concluded, published, public contests of `entries` entries in all,
 * from a tenth as many accounts (each with about ten rated entries), written with generate_series; then every
 * account's rating computed by the ratings job a concluding finalize wakes after its commit, timed twice: first writing every
 * rating, then again with nothing changed (only changed ratings are written).
 */
export interface RatingsBenchResult {
  entries: number;
  contests: number;
  accounts: number;
  firstMs: number;
  againMs: number;
}

export async function benchRatings(options: {
  database: Database;
  entries: number;
  contests: number;
}): Promise<RatingsBenchResult> {
  const db = options.database.db;
  const accountCount = Math.max(1, Math.floor(options.entries / 10));
  const perContest = Math.floor(options.entries / options.contests);
  const tag = `${process.pid}-${Date.now()}`;
  await db.execute(sql`
    insert into accounts (first_name, last_name, email, password_hash)
    select 'Rated', 'Player ' || g, 'rated-' || ${tag} || '-' || g || '@bench.invalid', 'not-a-password-hash'
    from generate_series(1, ${accountCount}) g`);
  await db.execute(sql`
    insert into contests (name, slug, start_time, is_published, is_public, concluded_at, property, format)
    select 'Rated Cup ' || g, 'rated-cup-' || ${tag} || '-' || g, now() - interval '2 days', true, true,
      now() - interval '1 day', 1, 1
    from generate_series(1, ${options.contests}) g`);
  // Entry i of contest c: account (c × perContest + i) mod accounts, leaderboard bankroll a pseudo-random
  // multiple of $1 (ties share a rank), ranked as finalize ranks them.
  await db.execute(sql`
    with bench_contests as (
      select id, row_number() over (order by id) - 1 as c from contests where slug like ${`rated-cup-${tag}-%`}
    ),
    bench_accounts as (
      select id, row_number() over (order by id) - 1 as a from accounts where email like ${`rated-${tag}-%`}
    ),
    entries as (
      select bc.id as contest_id, ba.id as account_id, ((bc.c * 7919 + i * 104729) % 500) * 100 as cents
      from bench_contests bc
      cross join generate_series(0, ${perContest - 1}) i
      join bench_accounts ba on ba.a = (bc.c * ${perContest} + i) % ${accountCount}
    ),
    numbered as (
      select *, row_number() over (partition by contest_id, account_id order by cents) as entry_number,
        rank() over (partition by contest_id order by cents desc) as rank
      from entries
    )
    insert into contest_players
      (contest_id, account_id, entry_number, name, rank, bankroll_cents, leaderboard_bankroll_cents)
    select contest_id, account_id, entry_number, 'Rated P.', rank, cents, cents from numbered`);
  await db.execute(sql`analyze contest_players`);
  await db.execute(sql`analyze contests`);

  const timed = async () => {
    await requestRatings(db, new Date());
    const start = performance.now();
    await refreshRatingsIfRequested(db);
    return performance.now() - start;
  };
  const firstMs = await timed();
  const againMs = await timed();
  return {
    entries: options.contests * perContest,
    contests: options.contests,
    accounts: accountCount,
    firstMs,
    againMs,
  };
}
