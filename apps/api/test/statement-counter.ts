import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';

export interface CountingDb {
  db: Db;
  statements: string[];
}

/**
 * A second Drizzle handle over the same connection (pool or PGlite) that records every SQL statement it sends,
 * transactions included, through Drizzle's query logger.
 */
export function countingDb(database: Database): CountingDb {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case', logger })
      : drizzlePg({ client: client as pg.Pool, schema, casing: 'snake_case', logger });
  return { db: db as unknown as Db, statements };
}
