import os from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Database, type Db, openPostgres } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { raceResultRunners, raceResults } from '../src/db/schema/races';
import {
  benchApp,
  formatMs,
  insertAccountsWithSessions,
  insertContestCard,
  processCpuMs,
} from './bench-setup';

/**
 * Finalize at scale: a WinBankroll contest whose every entry holds one $2 play on the race (written with
 * generate_series), then one timed `POST /api/race/{id}/finalize` through the HTTP layer. The SQL statements of
 * the call are counted with Drizzle's query logger, for a small contest and for the large one: they must match.
 */

const STARTING_BANKROLL_CENTS = 10_000;
const STAKE_CENTS = 200;
const WINNER_PAYOFF_CENTS = 720;

export interface FinalizeBenchResult {
  entries: number;
  /** The large contest and its finalized race (the one-statement anchor redoes its work). */
  contestId: number;
  raceId: number;
  milliseconds: number;
  /** CPU the PostgreSQL backend spent on the large finalize; null when /proc cannot tell. */
  databaseCpuMs: number | null;
  /** The machine's one-minute load average right after the large finalize. */
  loadAverage: number;
  statements: number;
  smallEntries: number;
  smallStatements: number;
}

const cpuText = (ms: number | null) => (ms === null ? 'unknown' : formatMs(ms));

/** The same connection pool, with every statement recorded. */
function countingDatabase(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query) => void statements.push(query) },
  }) as unknown as Db;
  return { database: { ...database, db, close: async () => {} }, statements };
}

/** A closed race with `entries` entries each holding one play on it (a sixth of them on the winner). */
async function closedRaceWithPlays(db: Db, entries: number) {
  const card = await insertContestCard(db, {
    format: 1,
    raceCount: 1,
    maxWagers: 1,
    startingBankrollCents: STARTING_BANKROLL_CENTS,
  });
  const raceId = card.raceIds[0]!;
  const runnerIds = card.runnerIds[0]!;
  const tag = `finalize-${process.pid}-${card.contestId}-`;
  await db.execute(sql`
    with new_accounts as (
      insert into accounts (first_name, last_name, email, password_hash)
      select 'Bench', 'Player ' || n, ${tag} || n || '@bench.invalid', 'not-a-password-hash'
      from generate_series(1, ${entries}::int) as n
      returning id
    ), new_entries as (
      insert into contest_players (contest_id, account_id, entry_number, name, bankroll_cents, leaderboard_bankroll_cents)
      select ${card.contestId}::int, id, 1, 'Bench P. ' || id, ${STARTING_BANKROLL_CENTS - STAKE_CENTS}::bigint,
        ${STARTING_BANKROLL_CENTS}::bigint
      from new_accounts
      returning id
    )
    insert into wagers (contest_player_id, contest_race_id, race_id, runner_id, amount_cents)
    select id, ${card.contestRaceIds[0]!}::int, ${raceId}::int,
      (${sql.raw(`array[${runnerIds.join(',')}]`)})[1 + id % 6], ${STAKE_CENTS}::int
    from new_entries`);
  // What autovacuum does on a live server after a bulk load: planner statistics and the visibility map.
  await db.execute(sql`vacuum (analyze) contest_players`);
  await db.execute(sql`vacuum (analyze) wagers`);
  await db.execute(sql`update races set is_wagering_closed = true where id = ${raceId}`);
  const [result] = await db
    .insert(raceResults)
    .values({ raceId, payoffCents: WINNER_PAYOFF_CENTS })
    .returning({ id: raceResults.id });
  await db
    .insert(raceResultRunners)
    .values({ resultId: result!.id, runnerId: runnerIds[0]!, finishOrder: 1 });
  return { contestId: card.contestId, raceId, winnerId: runnerIds[0]! };
}

/** Bankrolls after finalize must be what the rules give: start − stake, plus payoff × stake / $2 for winners. */
async function checkScores(db: Db, contestId: number, winnerId: number, entries: number) {
  const result = await db.execute(sql`
    select
      count(*)::int as entries,
      count(*) filter (where cp.bankroll_cents <> ${STARTING_BANKROLL_CENTS - STAKE_CENTS}::bigint
        + case when w.runner_id = ${winnerId} then ${(WINNER_PAYOFF_CENTS * STAKE_CENTS) / 200}::bigint else 0 end
        or cp.leaderboard_bankroll_cents <> cp.bankroll_cents
        or cp.rank is null)::int as wrong
    from contest_players cp
    join wagers w on w.contest_player_id = cp.id
    where cp.contest_id = ${contestId}`);
  const [row] = (result as unknown as { rows: { entries: number; wrong: number }[] }).rows;
  if (row?.entries !== entries || row.wrong !== 0) {
    throw new Error(`finalize scored wrongly: ${JSON.stringify(row)}`);
  }
}

/**
 * One finalize through the HTTP layer on a connection of its own, so that its PostgreSQL backend is known: the
 * CPU that backend spends is a figure a busy machine disturbs much less than the wall-clock time.
 */
async function timedFinalize(
  database: Database,
  databaseUrl: string,
  entries: number,
  beforeFinalize?: (race: { contestId: number; raceId: number }) => Promise<void>,
) {
  const { contestId, raceId, winnerId } = await closedRaceWithPlays(database.db, entries);
  await beforeFinalize?.({ contestId, raceId });
  const { tokens } = await insertAccountsWithSessions(database.db, 1, { administrator: true });
  const connection = openPostgres(databaseUrl, 1);
  const counting = countingDatabase(connection);
  const app = await benchApp(counting.database);
  try {
    await app.ready();
    const result = await connection.db.execute(sql`select pg_backend_pid() as pid`);
    const [{ pid }] = (result as unknown as { rows: [{ pid: number }] }).rows;
    // The finalize and its anchor each start right after a checkpoint, so each writes a full image of every page
    // it is the first to change since (as after any checkpoint) and neither runs in the other's checkpoint cycle.
    await connection.db.execute(sql`checkpoint`);
    const cpuBefore = await processCpuMs(pid);
    counting.statements.length = 0;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/race/${raceId}/finalize`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    const milliseconds = performance.now() - started;
    const cpuAfter = await processCpuMs(pid);
    if (response.statusCode !== 200) {
      throw new Error(`finalize failed: ${response.statusCode} ${response.body}`);
    }
    await checkScores(database.db, contestId, winnerId, entries);
    return {
      contestId,
      raceId,
      milliseconds,
      databaseCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      statements: counting.statements.length,
    };
  } finally {
    await app.close();
    await connection.close();
  }
}

export async function benchFinalize(options: {
  database: Database;
  databaseUrl: string;
  entries: number;
  smallEntries?: number;
  /** Runs once the large contest's race is ready to finalize, before its finalize (the anchor's copies). */
  beforeLargeFinalize?: (race: { contestId: number; raceId: number }) => Promise<void>;
}): Promise<FinalizeBenchResult> {
  const smallEntries = options.smallEntries ?? 100;
  const small = await timedFinalize(options.database, options.databaseUrl, smallEntries);
  console.log(
    `finalize: ${smallEntries.toLocaleString('en-US')} entries in ${formatMs(small.milliseconds)}, ${small.statements} SQL statements`,
  );
  const large = await timedFinalize(
    options.database,
    options.databaseUrl,
    options.entries,
    options.beforeLargeFinalize,
  );
  const loadAverage = os.loadavg()[0]!;
  console.log(
    `finalize: ${options.entries.toLocaleString('en-US')} entries in ${formatMs(large.milliseconds)}, ` +
      `${large.statements} SQL statements; PostgreSQL backend CPU ${cpuText(large.databaseCpuMs)} ` +
      `(load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  if (large.statements !== small.statements) {
    throw new Error(`statement count grew with entries: ${small.statements} → ${large.statements}`);
  }
  return {
    entries: options.entries,
    contestId: large.contestId,
    raceId: large.raceId,
    milliseconds: large.milliseconds,
    databaseCpuMs: large.databaseCpuMs,
    loadAverage,
    statements: large.statements,
    smallEntries,
    smallStatements: small.statements,
  };
}
