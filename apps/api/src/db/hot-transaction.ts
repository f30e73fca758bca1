import type pg from 'pg';
import { type Db, type DbOrTx, drizzleOnClient } from './client';
import type { HotStatement } from './hot-statement';
import { executePrepared, poolOf } from './prepared';
import {
  type RetryGuard,
  type RetryReporting,
  type RetrySettings,
  retryingConflicts,
  TRANSACTION_RETRY,
} from './retry';

/**
 * A transaction on a hot path (a play), in as few round trips as its statements allow (decision 034): on PostgreSQL
 * `begin` travels with the first statement and `commit` with the one that says so, written together and answered
 * together (node-postgres's pipeline mode). On PGlite, where a round trip is a function call, it is an ordinary
 * Drizzle transaction.
 */
export interface HotTransaction {
  /**
   * Runs `statement` with `values` as the named prepared statement it is (db/hot-statement.ts) and answers its
   * rows. With `commit`, the transaction commits with it, whatever it answers: use it only when a
   * refusal it reports leaves nothing written before it to undo. Nothing may run after that.
   */
  run<Row, Values>(
    statement: HotStatement<Values>,
    values: Values,
    options?: { commit: true },
  ): Promise<Row[]>;
  /**
   * Sends `statement` with the next `run`, in the same round trip and before it (its rows are not kept; its
   * failure is the run's). For a statement whose work must be done before the next one begins, such as taking a
   * lock that the next statement's snapshot must be taken after.
   */
  queue<Values>(statement: HotStatement<Values>, values: Values): void;
  /** The transaction as a Drizzle handle, for the statements off the hot path (a round trip each). */
  drizzle(): Promise<DbOrTx>;
}

interface Queued {
  name: string;
  text: string;
  params: unknown[];
}

const queued = <Values>(statement: HotStatement<Values>, values: Values): Queued => ({
  name: statement.name,
  text: statement.text,
  params: statement.params(values),
});

type State = 'not begun' | 'open' | 'ended';

const ended = () => new Error('The transaction has already committed.');

class PipelinedTransaction implements HotTransaction {
  state: State = 'not begun';
  private handle: DbOrTx | null = null;
  private waiting: Queued[] = [];

  constructor(
    private readonly client: pg.PoolClient,
    private readonly guard: RetryGuard,
  ) {}

  async run<Row, Values>(
    statement: HotStatement<Values>,
    values: Values,
    options?: { commit: true },
  ): Promise<Row[]> {
    if (this.state === 'ended') throw ended();
    const { name, text } = statement;
    const params = statement.params(values);
    const stream = this.client.connection.stream;
    const sent: Promise<unknown>[] = [];
    let answer: Promise<pg.QueryResult>;
    // Corked, the messages leave in one write.
    stream.cork();
    try {
      if (this.state === 'not begun') sent.push(this.client.query('begin'));
      for (const before of this.waiting.splice(0)) {
        sent.push(this.client.query({ name: before.name, text: before.text, values: before.params }));
      }
      answer = this.client.query({ name, text, values: params });
      sent.push(answer);
      if (options?.commit) sent.push(this.client.query('commit'));
    } finally {
      stream.uncork();
    }
    this.state = options?.commit ? 'ended' : 'open';
    // Every answer is in before the first failure is thrown, so none arrives after the connection is released.
    const settled = await Promise.allSettled(sent);
    // A statement that failed aborted the transaction, and the commit behind it answered ROLLBACK: nothing was
    // committed, and the transaction may run again. Once the statement succeeded, the commit is the transaction's.
    if (options?.commit && settled.at(-2)?.status === 'fulfilled') this.guard.commitSent();
    for (const result of settled) if (result.status === 'rejected') throw result.reason;
    return (await answer).rows as Row[];
  }

  queue<Values>(statement: HotStatement<Values>, values: Values): void {
    if (this.state === 'ended') throw ended();
    this.waiting.push(queued(statement, values));
  }

  async drizzle(): Promise<DbOrTx> {
    if (this.state === 'ended') throw ended();
    if (this.waiting.length > 0) throw new Error('A queued statement waits for the next run.');
    if (this.state === 'not begun') {
      await this.client.query('begin');
      this.state = 'open';
    }
    this.handle ??= drizzleOnClient(this.client);
    return this.handle;
  }

  /** Ends an open transaction (commit after the work, rollback after a failure); a begun-nothing one needs none. */
  async end(how: 'commit' | 'rollback'): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'ended';
    if (how === 'commit') this.guard.commitSent();
    await this.client.query(how);
  }
}

class DrizzleHotTransaction implements HotTransaction {
  private committed = false;
  private waiting: { run: () => Promise<unknown> }[] = [];

  constructor(private readonly tx: DbOrTx) {}

  queue<Values>(statement: HotStatement<Values>, values: Values): void {
    if (this.committed) throw ended();
    this.waiting.push({ run: () => executePrepared(this.tx, statement, values) });
  }

  async run<Row, Values>(
    statement: HotStatement<Values>,
    values: Values,
    options?: { commit: true },
  ): Promise<Row[]> {
    if (this.committed) throw ended();
    // PGlite commits when the work returns; marking it here keeps the rule "nothing after commit" on both.
    if (options?.commit) this.committed = true;
    for (const before of this.waiting.splice(0)) await before.run();
    return executePrepared<Row, Values>(this.tx, statement, values);
  }

  async drizzle(): Promise<DbOrTx> {
    if (this.committed) throw ended();
    return this.tx;
  }
}

/**
 * Runs `work` in a hot transaction: committed when it returns (unless a statement committed it), else rolled back.
 * A deadlock or serialization failure runs it again from the start (db/retry.ts), a statement's included when the
 * commit travelled with it (that commit then rolled back); a failed commit is not. `work` must be safe to run again.
 */
export async function inHotTransaction<T>(
  db: Db,
  work: (tx: HotTransaction) => Promise<T>,
  reporting: RetryReporting = { transaction: 'hot' },
  settings: RetrySettings = TRANSACTION_RETRY,
): Promise<T> {
  return retryingConflicts(reporting, (guard) => runHotTransaction(db, work, guard), settings);
}

async function runHotTransaction<T>(
  db: Db,
  work: (tx: HotTransaction) => Promise<T>,
  guard: RetryGuard,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      const result = await work(new DrizzleHotTransaction(tx));
      guard.commitSent();
      return result;
    });
  }
  const client = await pool.connect();
  const tx = new PipelinedTransaction(client, guard);
  try {
    const result = await work(tx);
    await tx.end('commit');
    client.release();
    return result;
  } catch (error) {
    // A connection that could not roll back is closed rather than handed to the next request mid-transaction.
    const rollbackFailure = await tx.end('rollback').then(
      () => undefined,
      (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
    );
    client.release(rollbackFailure);
    throw error;
  }
}
