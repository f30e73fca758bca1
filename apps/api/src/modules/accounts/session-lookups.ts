import type { DbOrTx } from '../../db/client';
import { findLiveSessions, type LiveSession } from './session-repository';

interface Waiting {
  promise: Promise<LiveSession | null>;
  resolve(session: LiveSession | null): void;
  reject(error: unknown): void;
}

function waiting(): Waiting {
  let resolve: Waiting['resolve'] = () => {};
  let reject: Waiting['reject'] = () => {};
  const promise = new Promise<LiveSession | null>((resolved, rejected) => {
    resolve = resolved;
    reject = rejected;
  });
  return { promise, resolve, reject };
}

/**
 * Looks sessions up by token hash, the cache's misses of one turn of the event loop together: a burst of signed-in
 * requests read in one turn asks one statement (`token_hash = any(…)`) instead of one each, and requests of one
 * token share its answer (decision 048). The statement leaves as the turn ends (setImmediate), after every request
 * that turn read has asked.
 */
export class SessionLookups {
  private gathering: Map<string, Waiting> | null = null;

  constructor(private readonly db: DbOrTx) {}

  find(tokenHash: string): Promise<LiveSession | null> {
    if (!this.gathering) {
      const batch = new Map<string, Waiting>();
      this.gathering = batch;
      setImmediate(() => {
        this.gathering = null;
        void this.run(batch);
      });
    }
    let lookup = this.gathering.get(tokenHash);
    if (!lookup) {
      lookup = waiting();
      this.gathering.set(tokenHash, lookup);
    }
    return lookup.promise;
  }

  private async run(batch: Map<string, Waiting>) {
    try {
      const found = await findLiveSessions(this.db, [...batch.keys()]);
      for (const [tokenHash, lookup] of batch) lookup.resolve(found.get(tokenHash) ?? null);
    } catch (error) {
      for (const lookup of batch.values()) lookup.reject(error);
    }
  }
}
