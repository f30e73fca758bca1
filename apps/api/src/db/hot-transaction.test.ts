import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import { hotStatement } from './hot-statement';
import { inHotTransaction } from './hot-transaction';

/** A hot transaction on the run's database (PGlite, or PostgreSQL with CJ_TEST_DB=postgres), on a table of its own. */
describe('inHotTransaction', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table hot_transaction_rows (id integer primary key)`);
  });

  afterAll(async () => {
    await database.close();
  });

  const insertRow = hotStatement<{ id: number }>(
    'hot_insert_row',
    (value) => sql`insert into hot_transaction_rows (id) values (${value.id}::integer) returning id`,
  );
  const storedIds = async () => {
    const result = await database.db.execute(sql`select id from hot_transaction_rows order by id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  };
  const clear = () => database.db.execute(sql`delete from hot_transaction_rows`);

  it('commits what its statements wrote when the work returns', async () => {
    await clear();
    const answered = await inHotTransaction(database.db, async (tx) => {
      await tx.run(insertRow, { id: 1 });
      return tx.run<{ id: number }, { id: number }>(insertRow, { id: 2 });
    });
    expect(answered).toEqual([{ id: 2 }]);
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('rolls back every statement, the first included, when the work throws', async () => {
    await clear();
    await expect(
      inHotTransaction(database.db, async (tx) => {
        await tx.run(insertRow, { id: 1 });
        await (await tx.drizzle()).execute(sql`insert into hot_transaction_rows (id) values (2)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await storedIds()).toEqual([]);
  });

  it('commits with a statement that says so, and lets nothing run after it', async () => {
    await clear();
    await inHotTransaction(database.db, async (tx) => {
      await tx.run(insertRow, { id: 1 });
      await tx.run(insertRow, { id: 2 }, { commit: true });
      await expect(tx.run(insertRow, { id: 3 })).rejects.toThrow('already committed');
      await expect(tx.drizzle()).rejects.toThrow('already committed');
    });
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('keeps nothing when the statement carrying the commit fails, and the connection serves the next transaction', async () => {
    await clear();
    await expect(
      inHotTransaction(database.db, async (tx) => {
        await tx.run(insertRow, { id: 1 });
        await tx.run(insertRow, { id: 1 }, { commit: true });
      }),
    ).rejects.toThrow();
    expect(await storedIds()).toEqual([]);
    await inHotTransaction(database.db, (tx) => tx.run(insertRow, { id: 3 }, { commit: true }));
    expect(await storedIds()).toEqual([3]);
  });

  it('rolls back when its first statement fails, and the connection serves the next transaction', async () => {
    await clear();
    await expect(
      inHotTransaction(database.db, (tx) =>
        tx.run(
          hotStatement('hot_missing_table', () => sql`select id from hot_transaction_no_such_table`),
          {},
        ),
      ),
    ).rejects.toThrow();
    await inHotTransaction(database.db, async (tx) => {
      await tx.run(insertRow, { id: 4 });
    });
    expect(await storedIds()).toEqual([4]);
  });
});
