import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, type Db, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { accounts, sessions } from '../src/db/schema/accounts';
import { contestRaces, contests } from '../src/db/schema/contests';
import { races, runners, tracks } from '../src/db/schema/races';
import { hashToken, newToken } from '../src/lib/tokens';

/** What the benches share: a throwaway database, the app as production builds it, race cards and sessions. */

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  database: Database;
  /** Its connection string, for benches that need a connection of their own. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database `cj_bench_<pid>` (`cj_bench_<pid>_<part>` for one part of `npm run bench`) on the
 * server of `baseUrl`, dropped by `drop()`.
 */
export async function createBenchDatabase(
  baseUrl: string,
  poolSize: number,
  part?: string,
): Promise<BenchDatabase> {
  const name = `cj_bench_${process.pid}${part ? `_${part}` : ''}`;
  const admin = openPostgres(baseUrl, 1);
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Kept warm as a server's configured database is (db/open-configured.ts).
  const database = openPostgres(url.toString(), { max: poolSize, keepWarm: true });
  await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

export async function benchApp(database: Database) {
  return buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      EMAIL_LINK_SECRET: 'bench-only-email-link-secret-0123456789',
      DATA_DIR: path.join(os.tmpdir(), `cj-bench-${process.pid}`),
      RATE_LIMITS: 'off',
    }),
    database,
    webRoot: null,
    // No background workers (e-mail, push, race-closing alerts, post-time closer, ratings): their runs would land among the
    // statements the finalize bench counts. The ratings refresh a concluding finalize asks for after its commit is
    // timed on its own (bench/ratings.ts).
    outbox: { mode: 'manual' },
    pushOutbox: { mode: 'manual' },
    raceClosingAlerts: { mode: 'manual' },
    postTimeCloser: { mode: 'manual' },
    ratingsRefresh: { mode: 'manual' },
  });
}

let sequence = 0;

export interface BenchCard {
  contestId: number;
  raceIds: number[];
  contestRaceIds: number[];
  /** Runner ids of each race, in the order of `raceIds`. */
  runnerIds: number[][];
}

/** A published contest of `raceCount` races of six runners each, open to wagering. */
export async function insertContestCard(
  db: Db,
  options: { format: 1 | 2; raceCount: number; maxWagers: number; startingBankrollCents: number },
): Promise<BenchCard> {
  const n = sequence++;
  const tag = `${process.pid}-${n}`;
  const [track] = await db
    .insert(tracks)
    .values({ code: `B${tag}`, name: `Bench Park ${n}`, timezone: 'America/New_York' })
    .returning({ id: tracks.id });
  const [contest] = await db
    .insert(contests)
    .values({
      name: `Bench contest ${tag}`,
      slug: `bench-contest-${tag}`,
      startTime: new Date(),
      startingBankrollCents: options.startingBankrollCents,
      isPublished: true,
      isPublic: true,
      isEnrollmentOpen: true,
      property: 1,
      format: options.format,
    })
    .returning({ id: contests.id });
  const raceRows = await db
    .insert(races)
    .values(
      Array.from({ length: options.raceCount }, (_, i) => ({
        trackId: track!.id,
        raceDate: '2030-06-01',
        raceNumber: i + 1,
        postTime: new Date(Date.UTC(2030, 5, 1, 17, i * 30)),
      })),
    )
    .returning({ id: races.id });
  const raceIds = raceRows.map((row) => row.id);
  const runnerRows = await db
    .insert(runners)
    .values(
      raceIds.flatMap((raceId) =>
        ['2-1', '5-2', '7-2', '5-1', '8-1', '12-1'].map((morningLine, i) => ({
          raceId,
          programNumber: String(i + 1),
          name: `Bench Runner ${i + 1}`,
          morningLine,
        })),
      ),
    )
    .returning({ id: runners.id, raceId: runners.raceId });
  const contestRaceRows = await db
    .insert(contestRaces)
    .values(raceIds.map((raceId) => ({ contestId: contest!.id, raceId, maxWagers: options.maxWagers })))
    .returning({ id: contestRaces.id });
  return {
    contestId: contest!.id,
    raceIds,
    contestRaceIds: contestRaceRows.map((row) => row.id),
    runnerIds: raceIds.map((raceId) =>
      runnerRows.filter((row) => row.raceId === raceId).map((row) => row.id),
    ),
  };
}

/** Accounts with one live session each; returns their bearer tokens, in account order. */
export async function insertAccountsWithSessions(
  db: Db,
  count: number,
  options: { administrator?: boolean } = {},
): Promise<{ accountIds: number[]; tokens: string[] }> {
  const tag = `${process.pid}-${sequence++}`;
  const accountIds: number[] = [];
  const tokens: string[] = [];
  const CHUNK = 5_000;
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const rows = await db
      .insert(accounts)
      .values(
        Array.from({ length: size }, (_, i) => ({
          firstName: 'Bench',
          lastName: `Player ${start + i}`,
          email: `bench-${tag}-${start + i}@bench.invalid`,
          passwordHash: 'not-a-password-hash',
          isAdministrator: options.administrator ?? false,
        })),
      )
      .returning({ id: accounts.id });
    const chunkTokens = rows.map(() => newToken());
    await db.insert(sessions).values(
      rows.map((row, i) => ({
        accountId: row.id,
        tokenHash: hashToken(chunkTokens[i]!),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    accountIds.push(...rows.map((row) => row.id));
    tokens.push(...chunkTokens);
  }
  return { accountIds, tokens };
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export const formatMs = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, from /proc; null where that cannot be read (not Linux, or
 * a database server on another machine).
 */
export async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Between a bench and its anchor on one database: vacuum (the bench's dead rows), statistics, and a checkpoint (its
 * dirty pages), so the anchor does not pay for them through autovacuum and background writes while it is measured.
 */
export async function settle(db: Db) {
  await db.execute(sql`vacuum (analyze)`);
  await db.execute(sql`checkpoint`);
}
