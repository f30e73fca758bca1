import pg from 'pg';
import type { DbOrTx } from './client';
import type { HotStatement } from './hot-statement';

/** The pool under a PostgreSQL handle (not a transaction's); null on PGlite. */
export const poolOf = (db: DbOrTx) => {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/**
 * Runs a hot statement as the named prepared statement it is and answers its rows (columns named as selected). On
 * PostgreSQL each connection parses and plans it once and then reuses its plan (a generic plan after a few runs,
 * when PostgreSQL finds it no worse), and the pool is asked directly, past Drizzle's per-query set-up; on PGlite
 * (or in a Drizzle transaction) it goes through Drizzle, and PGlite ignores the name. For the hot paths only.
 */
export async function executePrepared<Row, Values>(
  db: DbOrTx,
  statement: HotStatement<Values>,
  values: Values,
): Promise<Row[]> {
  const params = statement.params(values);
  const pool = poolOf(db);
  if (pool) {
    const result = await pool.query({ name: statement.name, text: statement.text, values: params });
    return result.rows as Row[];
  }
  const prepared = db._.session.prepareQuery(
    { sql: statement.text, params },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
