import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_POOL_SIZE } from '../config';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction on it: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Resolves when the server answers `select 1` within `timeoutMs`, else rejects (the readiness probe). On
   * PostgreSQL it uses a connection of its own, outside the pool: a pool busy with a burst of requests is not a
   * database that is down.
   */
  ping(timeoutMs: number): Promise<void>;
  /**
   * Where a lost idle connection is reported (PostgreSQL only): the app's logger once it exists, so the logs stay
   * JSON; until then a process warning.
   */
  reportConnectionErrorsTo?(report: (error: Error) => void): void;
  /** PostgreSQL's connection pool, for its metrics (PGlite has one connection and no pool). */
  pool?: PoolCounts;
  /**
   * Opens every connection of a pool kept warm (PostgresPoolSettings.keepWarm), so that the first burst of requests
   * does not wait for connections to open; the app calls it when the server becomes ready.
   */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

/** The pool's connections: open, open and unused, queries waiting for one, and its size (options.max). */
export type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'options'>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // In this process: it answers while it is open. A query would wait behind a long transaction on its one
    // connection and read as down.
    ping: async () => {
      if (client.closed) throw new Error('the embedded database is closed');
    },
    close: () => client.close(),
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** int8 and numeric arrive as text by default; counts, sums and cents fit comfortably in a JS number. */
const toNumber = (value: string) => Number(value);
export const numberParsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

export interface PostgresPoolSettings {
  /** Connections at most (DATABASE_POOL_SIZE); pg's own default is 10. */
  max?: number;
  /**
   * How long a query waits for a connection, a new one or a free one from a busy pool, before it fails
   * (DATABASE_CONNECT_TIMEOUT_MS): the request then answers 503 at once instead of hanging on a host that drops
   * packets or a pool that never frees up.
   */
  connectTimeoutMs?: number;
  /**
   * Opened when the server becomes ready (Database.warm) and kept open however long they stay idle (pg-pool's `min`
   * at `max`): a race's post-time rush then finds its connections open instead of opening them while it waits. The
   * configured database of a server is; a test's or a script's is not.
   */
  keepWarm?: boolean;
}

export function openPostgres(
  connectionString: string,
  settings: number | PostgresPoolSettings = {},
): Database {
  const {
    max = DEFAULT_POOL_SIZE,
    connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
    keepWarm = false,
  } = typeof settings === 'number' ? { max: settings } : settings;
  const pool = new pg.Pool({
    connectionString,
    max,
    min: keepWarm ? max : 0,
    connectionTimeoutMillis: connectTimeoutMs,
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
  let report = (error: Error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`);
  pool.on('error', (error) => {
    if (!pool.ending) report(error);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const probe = probeConnection(connectionString);
  return {
    db,
    kind: 'postgres',
    pool,
    warm: keepWarm
      ? async () => {
          const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
          for (const connection of opened) if (connection.status === 'fulfilled') connection.value.release();
          const failed = opened.find((connection) => connection.status === 'rejected');
          if (failed) throw failed.reason;
        }
      : undefined,
    ping: probe.ping,
    reportConnectionErrorsTo: (to) => {
      report = to;
    },
    close: async () => {
      await probe.close();
      await pool.end();
    },
  };
}

/**
 * One connection kept open for `ping`: connected on first use, dropped when it fails or the server ends it, and
 * connected again at the next ping.
 */
function probeConnection(connectionString: string) {
  let client: pg.Client | null = null;
  let closed = false;
  const drop = (stale: pg.Client) => {
    if (client === stale) client = null;
    stale.end().catch(() => {});
  };
  return {
    async ping(timeoutMs: number): Promise<void> {
      if (closed) throw new Error('the database was closed');
      let current = client;
      if (!current) {
        const fresh = new pg.Client({
          connectionString,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
        });
        // A server that goes away emits 'error' on an idle client; unheard, it would end the process.
        fresh.on('error', () => drop(fresh));
        client = current = fresh;
        try {
          await fresh.connect();
        } catch (error) {
          drop(fresh);
          throw error;
        }
      }
      try {
        await current.query('select 1');
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    async close() {
      closed = true;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/** A Drizzle handle on one connection of the pool (a hot transaction's, db/hot-transaction.ts). */
export const drizzleOnClient = (client: pg.PoolClient): Db =>
  drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db;

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pool?: PostgresPoolSettings;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir, { parsers: numberParsers });
  await client.waitReady;
  return openPglite(client);
}
