import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { allowLargeSorts } from '../src/modules/results/finalize-repository';
import { formatMs, insertContestCard } from './bench-setup';

/** contest_players' fillfactor (migration 0011), which the anchor's copy of it takes too. */
const ENTRY_FILLFACTOR = sql.raw('50');

/**
 * Anchors: what the machine does in the same run with the least work each figure needs, so the summary can print
 * every figure as a ratio of its anchor and a busy or slow machine cannot hide a regression.
 * - The minimal play: pgbench, 50 clients, the four statements a play cannot do without (lock the player, count
 *   its plays in the race, insert the play, take the stake) in one transaction, on the bench database's own tables,
 *   as prepared statements (the API prepares its play statements too) and with the API's count
 *   (countPlaysOfPlayerOnRace: planned on the entry's index whatever the statistics say, decision 044).
 * - The one-statement finalize: the finalize's work (every player's bankroll and leaderboard bankroll from its
 *   plays' payoffs, and the ranks) as a single UPDATE on a copy of the finalized contest's players.
 */

const run = promisify(execFile);

const ANCHOR_PLAYERS = 2_000;
const PGBENCH_CLIENTS = 50;

export interface MinimalPlayAnchor {
  transactionsPerSecond: number;
  clients: number;
  seconds: number;
}

const MINIMAL_PLAY = `\\set player random(:first, :last)
BEGIN;
SELECT bankroll_cents FROM contest_players WHERE id = :player FOR UPDATE;
SELECT count(*) FROM wagers WHERE contest_player_id = :player AND contest_race_id + 0 = :contest_race;
INSERT INTO wagers (contest_player_id, contest_race_id, race_id, runner_id, amount_cents)
  VALUES (:player, :contest_race, :race, :runner, 200);
UPDATE contest_players SET bankroll_cents = bankroll_cents - 200 WHERE id = :player;
END;
`;

/** pgbench's minimal play for `seconds` on `databaseUrl`; null when pgbench is not installed. */
export async function minimalPlayAnchor(
  db: Db,
  databaseUrl: string,
  seconds: number,
): Promise<MinimalPlayAnchor | null> {
  const card = await insertContestCard(db, {
    format: 2,
    raceCount: 1,
    maxWagers: 1_000_000,
    startingBankrollCents: 1_000_000_000_000,
  });
  const tag = `anchor-${process.pid}-${card.contestId}-`;
  const result = await db.execute(sql`
    with new_accounts as (
      insert into accounts (first_name, last_name, email, password_hash)
      select 'Anchor', 'Player ' || n, ${tag} || n || '@bench.invalid', 'not-a-password-hash'
      from generate_series(1, ${ANCHOR_PLAYERS}::int) as n
      returning id
    ), new_players as (
      insert into contest_players (contest_id, account_id, entry_number, name, bankroll_cents, leaderboard_bankroll_cents)
      select ${card.contestId}::int, id, 1, 'Anchor P.', 1000000000000, 1000000000000 from new_accounts
      returning id
    )
    select min(id)::int as first, max(id)::int as last from new_players`);
  const [{ first, last }] = (result as unknown as { rows: [{ first: number; last: number }] }).rows;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cj-anchor-'));
  const script = path.join(dir, 'minimal-play.sql');
  await fs.writeFile(script, MINIMAL_PLAY);
  const variables = {
    first,
    last,
    contest_race: card.contestRaceIds[0]!,
    race: card.raceIds[0]!,
    runner: card.runnerIds[0]![0]!,
  };
  try {
    const { stdout } = await run(
      'pgbench',
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${PGBENCH_CLIENTS}`,
        `--jobs=${Math.min(PGBENCH_CLIENTS, os.cpus().length)}`,
        `--time=${seconds}`,
        ...Object.entries(variables).map(([name, value]) => `--define=${name}=${value}`),
        `--file=${script}`,
        databaseUrl,
      ],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const anchor = { transactionsPerSecond: Number(tps[1]), clients: PGBENCH_CLIENTS, seconds };
    console.log(
      `anchor: minimal play (pgbench, ${PGBENCH_CLIENTS} clients, ${seconds} s): ${Math.round(anchor.transactionsPerSecond).toLocaleString('en-US')} transactions/s`,
    );
    return anchor;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The tables each finalize anchor works on: its own copies, so both can be taken before the finalize. */
const anchorTables = (cheap: boolean) =>
  cheap
    ? { players: sql.raw('cheap_anchor_players'), wagers: sql.raw('wagers') }
    : { players: sql.raw('anchor_players'), wagers: sql.raw('anchor_wagers') };

/**
 * Copies what the finalize of `contestId`'s race `raceId` will change, as it is before that finalize (call it
 * first): the contest's players in a table like contest_players (its columns, its indexes, the same room on its
 * pages: fillfactor 50 for the table and its key, migration 0011) and the race's plays in a table like wagers,
 * both logged (a crash must not lose a finalize). Taken after the finalize, the copy would already hold the
 * finalized bankrolls and ranks: setting most rows to what they already hold changes no indexed column, so
 * PostgreSQL updates them in place (one write-ahead record a row instead of five) and the anchor is cheaper work.
 *
 * The earlier, cheaper anchor's copy too: an unlogged copy of five columns with its primary key alone (no
 * write-ahead log, and no index holds the columns it changes, so each row is updated in place).
 */
export async function copyForFinalizeAnchors(
  db: Db,
  { contestId, raceId }: { contestId: number; raceId: number },
) {
  await dropFinalizeAnchorCopies(db);
  await db.execute(sql`
    create unlogged table cheap_anchor_players with (fillfactor = ${ENTRY_FILLFACTOR}) as
    select id, contest_id, bankroll_cents, leaderboard_bankroll_cents, rank
    from contest_players where contest_id = ${contestId}`);
  await db.execute(
    sql`alter table cheap_anchor_players add primary key (id) with (fillfactor = ${ENTRY_FILLFACTOR})`,
  );
  await db.execute(sql`
    create table anchor_players (like contest_players including all) with (fillfactor = ${ENTRY_FILLFACTOR})`);
  await db.execute(sql`
    insert into anchor_players overriding system value select * from contest_players where contest_id = ${contestId}`);
  await db.execute(sql`create table anchor_wagers (like wagers including all)`);
  await db.execute(sql`
    insert into anchor_wagers overriding system value select * from wagers where race_id = ${raceId}`);
  // What autovacuum does on a live server after a bulk load, as the finalize bench does for the real tables.
  for (const table of ['cheap_anchor_players', 'anchor_players', 'anchor_wagers']) {
    await db.execute(sql`vacuum (analyze) ${sql.raw(table)}`);
  }
}

export async function dropFinalizeAnchorCopies(db: Db) {
  for (const table of ['cheap_anchor_players', 'anchor_players', 'anchor_wagers']) {
    await db.execute(sql`drop table if exists ${sql.raw(table)}`);
  }
}

/**
 * The finalize of race `raceId` done again as one statement on the copies copyForFinalizeAnchors took before it:
 * pays each winning play payoff × stake / $2, sets every player's bankroll and leaderboard bankroll from its plays'
 * payoffs and ranks every player, with the finalize's memory for sorts (allowLargeSorts). Answers its wall-clock
 * time in milliseconds. With `cheap: true` it is the earlier, cheaper anchor: the players' ranking only, on the
 * unlogged five-column copy, printed beside the other so the two can be compared.
 */
export async function oneStatementFinalizeAnchor(
  db: Db,
  { raceId }: { raceId: number },
  { cheap = false }: { cheap?: boolean } = {},
): Promise<number> {
  const { players, wagers } = anchorTables(cheap);
  const returns = cheap
    ? sql`
      returns as (
        select w.contest_player_id as id, sum(coalesce(rr.payoff_cents * w.amount_cents / 200, 0)) as won
        from ${wagers} w
        left join race_result_runners rrr on rrr.runner_id = w.runner_id
        left join race_results rr on rr.id = rrr.result_id and rr.race_id = ${raceId}
        where w.race_id = ${raceId}
        group by w.contest_player_id
      )`
    : sql`
      winners as (
        select rrr.runner_id, rr.payoff_cents
        from race_results rr
        join race_result_runners rrr on rrr.result_id = rr.id and rrr.finish_order = 1
        where rr.race_id = ${raceId}
      ), paid as (
        update ${wagers} w set payoff_cents = win.payoff_cents * w.amount_cents / 200
        from winners win
        where w.race_id = ${raceId} and w.runner_id = win.runner_id
        returning w.contest_player_id, w.payoff_cents
      ), returns as (
        select contest_player_id as id, sum(payoff_cents) as won from paid group by contest_player_id
      )`;
  // As the finalize bench does before the finalize: both start from a checkpoint (bench/finalize.ts).
  await db.execute(sql`checkpoint`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await allowLargeSorts(tx);
    await tx.execute(sql`
    with ${returns}, scored as (
      select p.id, p.bankroll_cents + coalesce(r.won, 0) as bankroll
      from ${players} p left join returns r on r.id = p.id
    ), ranked as (
      select id, bankroll, rank() over (order by bankroll desc) as rank from scored
    )
    update ${players} p
    set bankroll_cents = ranked.bankroll, leaderboard_bankroll_cents = ranked.bankroll, rank = ranked.rank
    from ranked where ranked.id = p.id`);
  });
  const milliseconds = performance.now() - started;
  console.log(
    `anchor: the same finalize as one statement${cheap ? ' (the earlier anchor: unlogged, five columns, its key alone)' : ''}: ${formatMs(milliseconds)}`,
  );
  return milliseconds;
}

/** 'x 0.42 of its anchor' style text: how a figure compares with its anchor. */
export const ratio = (figure: number, anchor: number | null) =>
  anchor === null || anchor === 0 ? 'no anchor' : `${(figure / anchor).toFixed(2)}× its anchor`;
