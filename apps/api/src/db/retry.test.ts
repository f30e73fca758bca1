import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { createInProcessEventBus } from '../lib/events/event-bus';
import { createAppMetrics } from '../lib/metrics/app-metrics';
import type { Database } from './client';
import { hotStatement } from './hot-statement';
import { inHotTransaction } from './hot-transaction';
import { conflictCode } from './pg-errors';
import { inTransaction, type RetrySettings, retryingConflicts } from './retry';

/** An error as node-postgres gives one, wrapped as Drizzle wraps it. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

/** Retry settings whose pauses are recorded instead of waited. */
function recordedSettings(attempts = 3) {
  const pauses: number[] = [];
  const settings: RetrySettings = {
    attempts,
    backoffMs: (attempt) => attempt * 10,
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
  return { pauses, settings };
}

describe('retryingConflicts', () => {
  it('runs the transaction again after a deadlock and a serialization failure, then answers', async () => {
    const { pauses, settings } = recordedSettings();
    const failures = [pgError('40P01'), pgError('40001')];
    let runs = 0;
    const answer = await retryingConflicts(
      { transaction: 'test' },
      async () => {
        runs++;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'done';
      },
      settings,
    );
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('gives up after the last attempt with its error', async () => {
    const { settings } = recordedSettings(3);
    let runs = 0;
    const last = pgError('40P01');
    await expect(
      retryingConflicts(
        { transaction: 'test' },
        async () => {
          runs++;
          throw runs === 3 ? last : pgError('40P01');
        },
        settings,
      ),
    ).rejects.toBe(last);
    expect(runs).toBe(3);
  });

  it('does not run again after any other error', async () => {
    for (const error of [pgError('23505'), pgError('57014'), new Error('refused')]) {
      const { settings } = recordedSettings();
      let runs = 0;
      await expect(
        retryingConflicts(
          { transaction: 'test' },
          async () => {
            runs++;
            throw error;
          },
          settings,
        ),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });

  it('does not run again once the commit was sent', async () => {
    const { settings } = recordedSettings();
    let runs = 0;
    await expect(
      retryingConflicts(
        { transaction: 'test' },
        async (guard) => {
          runs++;
          guard.commitSent();
          throw pgError('40001');
        },
        settings,
      ),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it('counts each retry by transaction and code', async () => {
    const metrics = createAppMetrics({
      db: null as never,
      events: createInProcessEventBus({ warn: () => {}, info: () => {} }),
      processDefaults: false,
    });
    const { settings } = recordedSettings();
    const failures = [pgError('40P01')];
    await retryingConflicts(
      { transaction: 'finalize', metrics },
      async () => {
        const failure = failures.shift();
        if (failure) throw failure;
      },
      settings,
    );
    const counted = await metrics.transactionRetries.get();
    expect(counted.values).toEqual([
      expect.objectContaining({ labels: { transaction: 'finalize', code: '40P01' }, value: 1 }),
    ]);
    expect(metrics.registry).toBeInstanceOf(Registry);
  });
});

/**
 * On the run's database (PGlite, or PostgreSQL with CJ_TEST_DB=postgres): a function that fails with a
 * serialization failure until a sequence (which no rollback turns back) passes a bound stands for a transaction
 * that collides a few times.
 */
describe('transactions that fail with a conflict and run again', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const statement of [
      'create table retried_rows (id integer primary key)',
      'create sequence retried_attempts',
      `create function fail_first(times integer, code text) returns integer language plpgsql as $$
       begin
         if nextval('retried_attempts') <= times then
           raise exception 'collided' using errcode = code;
         end if;
         return 1;
       end $$`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
  });

  afterAll(async () => {
    await database.close();
  });

  const reset = async () => {
    await database.db.execute(sql`delete from retried_rows`);
    await database.db.execute(sql`select setval('retried_attempts', 1, false)`);
  };
  const storedIds = async () => {
    const result = await database.db.execute(sql`select id from retried_rows order by id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  };

  const insertThenFail = hotStatement<{ id: number; times: number; code: string }>(
    'retry_insert_then_fail',
    (value) => sql`
      with written as (insert into retried_rows (id) values (${value.id}::integer) returning id)
      select fail_first(${value.times}::integer, ${value.code}::text) as ok, (select count(*) from written) as rows`,
  );

  it('a hot transaction whose committing statement collided twice runs a third time and commits once', async () => {
    await reset();
    const { settings } = recordedSettings();
    let runs = 0;
    await inHotTransaction(
      database.db,
      async (tx) => {
        runs++;
        await tx.run(insertThenFail, { id: 1, times: 2, code: '40P01' }, { commit: true });
      },
      { transaction: 'test' },
      settings,
    );
    expect(runs).toBe(3);
    expect(await storedIds()).toEqual([1]);
  });

  it('a hot transaction gives up after three collisions, with nothing written', async () => {
    await reset();
    const { settings } = recordedSettings();
    let runs = 0;
    await expect(
      inHotTransaction(
        database.db,
        async (tx) => {
          runs++;
          await tx.run(insertThenFail, { id: 1, times: 5, code: '40001' }, { commit: true });
        },
        { transaction: 'test' },
        settings,
      ),
    ).rejects.toSatisfy((error) => conflictCode(error) === '40001');
    expect(runs).toBe(3);
    expect(await storedIds()).toEqual([]);
  });

  it('an ordinary transaction runs again after a collision, and not after another error', async () => {
    await reset();
    const { settings } = recordedSettings();
    const ctx = {
      db: database.db,
      metrics: createAppMetrics({
        db: database.db,
        events: createInProcessEventBus({ warn: () => {}, info: () => {} }),
        processDefaults: false,
      }),
    };
    let runs = 0;
    await inTransaction(
      ctx,
      'test',
      async (tx) => {
        runs++;
        await tx.execute(sql`insert into retried_rows (id) values (2)`);
        await tx.execute(sql`select fail_first(1, '40001')`);
      },
      settings,
    );
    expect(runs).toBe(2);
    expect(await storedIds()).toEqual([2]);

    await reset();
    runs = 0;
    await expect(
      inTransaction(
        ctx,
        'test',
        async (tx) => {
          runs++;
          await tx.execute(sql`select fail_first(1, '22012')`);
        },
        settings,
      ),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
