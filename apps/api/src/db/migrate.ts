import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, drizzleOnClient, migrationsFolder } from './client';
import { poolOf } from './prepared';

/**
 * The key of the session-level advisory lock under which instances migrate and seed at start (decision 054): the
 * bytes of "CJMIGR". Another program sharing the database must not take this key.
 */
const START_LOCK_KEY = 73_986_403_288_914;

export interface MigrationReport {
  /** Migrations this version has (the journal's entries). */
  total: number;
  /** Migrations this call applied: 0 when the database was up to date or when it only checked. */
  applied: number;
  /** How long it waited for another process holding the start lock. */
  waitedMs: number;
  /** How long applying took. */
  migratedMs: number;
}

/**
 * Runs `work` while this process holds the start lock, on a connection of its own (the lock belongs to that session;
 * if the process dies, PostgreSQL ends the session and the lock with it). Another process asking for the lock waits
 * until it is released. On PGlite the data-dir lock already keeps every other process out, so `work` just runs.
 */
export async function underStartLock<T>(
  database: Database,
  work: (db: Db) => Promise<T>,
): Promise<{ result: T; waitedMs: number }> {
  const pool = poolOf(database.db);
  if (!pool) return { result: await work(database.db), waitedMs: 0 };
  const client = await pool.connect();
  try {
    const started = performance.now();
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      START_LOCK_KEY,
    ]);
    let waitedMs = 0;
    if (!tried.rows[0]?.locked) {
      await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
      waitedMs = Math.max(1, Math.round(performance.now() - started));
    }
    const result = await work(drizzleOnClient(client));
    await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    client.release();
    return { result, waitedMs };
  } catch (error) {
    // The connection is closed rather than returned to the pool: its session ends, and the lock with it.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** How many of this version's migrations the database has not had yet (all of them on an empty database). */
async function pendingMigrations(db: Db): Promise<{ pending: number; total: number }> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  let last = Number.NEGATIVE_INFINITY;
  if (table?.name) {
    const [row] = rowsOf<{ last: number | string | null }>(
      await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
    );
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  }
  // Drizzle's own test: a migration is applied when the newest applied one is not older than it.
  const pending = migrations.filter((migration) => migration.folderMillis > last).length;
  return { pending, total: migrations.length };
}

/** Both drivers answer a raw query with its rows under `rows`. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Applies this version's pending migrations under the start lock, so any number of instances may start together:
 * the first migrates, the others wait, then find nothing to do. Drizzle's migrator takes no lock of its own, and its
 * `create schema/table if not exists` collide when two sessions run them at once.
 */
export async function migrateDatabase(database: Database): Promise<MigrationReport> {
  const { result, waitedMs } = await underStartLock(database, async (db) => {
    const { pending, total } = await pendingMigrations(db);
    const started = performance.now();
    if (pending > 0) {
      if (database.kind === 'pglite') {
        await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
      } else {
        await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
      }
    }
    return { total, applied: pending, migratedMs: Math.round(performance.now() - started) };
  });
  return { ...result, waitedMs };
}

export class MigrationsPendingError extends Error {}

/** For instances that leave migrating to a release step (MIGRATE_ON_START=false): refuses a database that is behind. */
export async function ensureMigrated(database: Database): Promise<MigrationReport> {
  const { pending, total } = await pendingMigrations(database.db);
  if (pending > 0) {
    throw new MigrationsPendingError(
      `The database lacks ${pending} of this version's ${total} migrations. Run \`npm run admin -- migrate\` ` +
        'first, or start with MIGRATE_ON_START=true.',
    );
  }
  return { total, applied: 0, waitedMs: 0, migratedMs: 0 };
}
