import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A statement of a hot path (a play, the session lookup) compiled once, when its module loads: its SQL text with
 * `$n` parameters and, for each of them, the value it takes. Only the values are worked out per run, where a
 * Drizzle `sql` template is walked and its text built again on every call (decision 048).
 */
export interface HotStatement<Values> {
  /** The prepared statement's name: PostgreSQL parses and plans it once per connection. */
  readonly name: string;
  readonly text: string;
  /** The parameters of one run, in the order of the text's `$n`. */
  params(values: Values): unknown[];
}

/** The values a hot statement takes, each a placeholder in its template. */
export type HotPlaceholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K, Values[K]> };

type Slot = { placeholder: string } | { constant: unknown };

/**
 * Compiles `build`'s SQL, whose values come from `value.<name>` (placeholders filled on each run; a value written
 * into the template directly is a constant of every run), into the statement `name`.
 */
export function hotStatement<Values extends object>(
  name: string,
  build: (value: HotPlaceholders<Values>) => SQL,
): HotStatement<Values> {
  const placeholders = new Proxy({} as HotPlaceholders<Values>, {
    get: (_target, key) => sql.placeholder(String(key)),
  });
  const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
  const slots: Slot[] = params.map((param) =>
    is(param, Placeholder) ? { placeholder: param.name } : { constant: param },
  );
  return {
    name,
    text,
    params: (values) => {
      const byName = values as Record<string, unknown>;
      return slots.map((slot) =>
        'placeholder' in slot ? (byName[slot.placeholder] ?? null) : slot.constant,
      );
    },
  };
}
