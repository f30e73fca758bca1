import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * Runs a plain SQL statement as the named prepared statement `name` and answers its rows (columns named as
 * selected). On PostgreSQL each connection parses and plans it once and then reuses its plan (a generic plan
 * after a few runs, when PostgreSQL finds it no worse), where `db.execute` plans the statement on every call; on
 * PGlite the name is ignored. For the hot paths only (a play's statements): the text of `query` must be the same
 * on every call under one name, so only values may vary, never the SQL around them.
 */
export async function executePrepared<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
