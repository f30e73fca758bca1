import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction on it: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its metrics (PGlite has one connection and no pool). */
  pool?: PoolCounts;
  close(): Promise<void>;
}

/** The pool's connections: open, open and unused, queries waiting for one, and its size (options.max). */
export type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'options'>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** int8 and numeric arrive as text by default; counts, sums and cents fit comfortably in a JS number. */
const toNumber = (value: string) => Number(value);
export const numberParsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Queries given together leave together (a hot transaction's begin with its first statement, db/hot-transaction.ts);
    // queries awaited one by one, as Drizzle's are, behave as without it.
    pipeline: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // The server can end an idle connection (restart, failover, a dropped database); the pool discards it and
  // connects again on the next query. Without a listener that 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!pool.ending) process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** A Drizzle handle on one connection of the pool (a hot transaction's, db/hot-transaction.ts). */
export const drizzleOnClient = (client: pg.PoolClient): Db =>
  drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir, { parsers: numberParsers });
  await client.waitReady;
  return openPglite(client);
}
