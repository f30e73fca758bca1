/**
 * Leaderboard page speed at scale: a contest of `entries` entries made with set-based SQL, then 200 timed
 * `GET /api/contest/{id}/players?offset=N` through the whole HTTP layer (inject), measured as Fastify's own
 * server time (reply.elapsedTime). Run alone on PostgreSQL: `npx tsx bench/leaderboard.ts`.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_SIZE } from '@cj/shared/constants';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { accounts } from '../src/db/schema/accounts';
import { contestPlayers, contests } from '../src/db/schema/contests';

const TIMED_REQUESTS = 200;
const WARM_UP_REQUESTS = 20;

export interface TimingSummary {
  label: string;
  medianMs: number;
  p95Ms: number;
}

export interface LeaderboardBenchResult {
  entries: number;
  /** Pages 1..200, as a reader pressing "load more" walks them. */
  fromTheTop: TimingSummary;
  /** 200 pages spread evenly over the whole board, down to the last. */
  acrossTheBoard: TimingSummary;
}

/** Nearest-rank percentile of a sorted list. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One contest, `entries` accounts and one entry each, leaderboard bankrolls spread with ties, ranks set. */
export async function insertContestWithEntries(database: Database, tag: string, entries: number) {
  const [contest] = await database.db
    .insert(contests)
    .values({
      name: `Leaderboard bench ${tag}`,
      slug: `leaderboard-bench-${tag}`,
      startTime: new Date(),
      startingBankrollCents: 100_000,
      isPublished: true,
      isPublic: true,
      property: 1,
      format: 1,
    })
    .returning({ id: contests.id });
  await database.db.execute(sql`
    with new_accounts as (
      insert into ${accounts} (first_name, last_name, email, password_hash)
      select 'Bench', 'Player ' || n, ${`bench-${tag}-`} || n || '@bench.invalid', 'not-a-password-hash'
      from generate_series(1, ${entries}::int) as n
      returning id
    ), scored as (
      select id, (id::bigint * 7919) % 500000 as cents from new_accounts
    )
    insert into ${contestPlayers}
      (contest_id, account_id, entry_number, name, rank, bankroll_cents, leaderboard_bankroll_cents)
    select ${contest!.id}::int, id, 1, 'Bench P.', rank() over (order by cents desc), cents, cents
    from scored`);
  await insertCard(database, tag, contest!.id);
  // What autovacuum does on a live server: statistics for the planner, the visibility map for index-only scans.
  await database.db.execute(
    sql`vacuum (analyze) contest_players, accounts, wagers, races, runners, contest_races, tracks`,
  );
  return contest!.id;
}

/**
 * The contest's card as a leaderboard row reads it mid-day (its picks left, the horse running for it in the race
 * just closed): nine races of eight runners, Races 1-3 final, Race 4 closed, 5-9 open, and every entry with a play
 * on Races 1-5.
 */
async function insertCard(database: Database, tag: string, contestId: number) {
  await database.db.execute(sql`
    with track as (
      insert into tracks (code, name, timezone) values (${`BENCH${tag}`}, 'Bench Downs', 'America/New_York')
      returning id
    ), card as (
      insert into races (track_id, race_date, race_number, post_time, is_wagering_closed, finalized)
      select track.id, current_date, n, now() + (n - 4) * interval '30 minutes', n <= 4, n <= 3
      from track, generate_series(1, 9) as n
      returning id, race_number
    ), field as (
      insert into runners (race_id, program_number, name, morning_line)
      select card.id, p::text, 'Bench Runner ' || p, '5-1' from card, generate_series(1, 8) as p
      returning id, race_id, program_number
    ), in_contest as (
      insert into contest_races (contest_id, race_id, max_wagers)
      select ${contestId}::int, card.id, 1 from card
      returning id, race_id
    )
    insert into wagers (contest_player_id, contest_race_id, race_id, runner_id, amount_cents)
    select cp.id, in_contest.id, card.id, field.id, 200
    from contest_players cp
    cross join card
    join in_contest on in_contest.race_id = card.id
    join field on field.race_id = card.id and field.program_number = (1 + cp.id % 8)::text
    where cp.contest_id = ${contestId}::int and card.race_number <= 5`);
}

/** 20 untimed pages, then 200 from the top and 200 spread over the board, each timed by the server itself. */
async function timePages(app: App, contestId: number, entries: number): Promise<LeaderboardBenchResult> {
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await app.ready();

  const fetchPage = async (offset: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/contest/${contestId}/players?offset=${offset}`,
    });
    const page = response.json() as { leaderboardBankroll: number }[];
    const ordered = page.every(
      (entry, i) => i === 0 || page[i - 1]!.leaderboardBankroll >= entry.leaderboardBankroll,
    );
    if (response.statusCode !== 200 || page.length !== PAGE_SIZE.players || !ordered) {
      throw new Error(
        `unexpected page at offset ${offset}: ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
  };

  const time = async (label: string, offsets: readonly number[]): Promise<TimingSummary> => {
    serverTimes.length = 0;
    for (const offset of offsets) await fetchPage(offset);
    const sorted = [...serverTimes].sort((a, b) => a - b);
    const summary = { label, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
    const load = `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`;
    console.log(
      `leaderboard: ${offsets.length} pages ${label}: median ${ms(summary.medianMs)}, p95 ${ms(summary.p95Ms)} (server time; ${load})`,
    );
    return summary;
  };

  for (let i = 0; i < WARM_UP_REQUESTS; i++) await fetchPage(i * PAGE_SIZE.players);
  const lastPage = Math.floor((entries - PAGE_SIZE.players) / PAGE_SIZE.players);
  const fromTheTop = await time(
    `from the top (offset 0-${((TIMED_REQUESTS - 1) * PAGE_SIZE.players).toLocaleString('en-US')})`,
    Array.from({ length: TIMED_REQUESTS }, (_, i) => i * PAGE_SIZE.players),
  );
  const acrossTheBoard = await time(
    `across the board (offset 0-${(lastPage * PAGE_SIZE.players).toLocaleString('en-US')})`,
    Array.from(
      { length: TIMED_REQUESTS },
      (_, i) => Math.round((i * lastPage) / (TIMED_REQUESTS - 1)) * PAGE_SIZE.players,
    ),
  );
  return { entries, fromTheTop, acrossTheBoard };
}

/**
 * The leaderboard bench in `database`, a bench database of its own that the caller drops afterwards: what it writes
 * is not deleted row by row (deleting 100,000 accounts checks every table that refers to them, `audit_logs`
 * without an index on its account among them, and took minutes once a play burst had written its audit rows).
 */
export async function benchLeaderboard(options: {
  database: Database;
  entries: number;
}): Promise<LeaderboardBenchResult> {
  const { database, entries } = options;
  const tag = `${process.pid}-${Date.now()}`;
  const started = performance.now();
  const contestId = await insertContestWithEntries(database, tag, entries);
  console.log(
    `leaderboard: ${entries.toLocaleString('en-US')} entries inserted in ${ms(performance.now() - started)}`,
  );
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      EMAIL_LINK_SECRET: 'bench-only-email-link-secret-0123456789',
      DATA_DIR: path.join(os.tmpdir(), `cj-bench-${tag}`),
      RATE_LIMITS: 'off',
    }),
    database,
    webRoot: null,
  });
  try {
    return await timePages(app, contestId, entries);
  } finally {
    await app.close();
  }
}

/** The same server, another database name. */
function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function main() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const entries = Number(process.env.BENCH_ENTRIES ?? 100_000);
  const name = `cj_bench_${process.pid}`;
  const admin = openPostgres(base, 1);
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  const database = openPostgres(withDatabaseName(base, name), 10);
  try {
    await migrateDatabase(database);
    await benchLeaderboard({ database, entries });
  } finally {
    await database.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
