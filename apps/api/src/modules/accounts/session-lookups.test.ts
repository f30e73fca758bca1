import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema/accounts';
import { SessionLookups } from './session-lookups';

/** Session lookups gathered per turn of the event loop, on the run's database (PGlite, or PostgreSQL). */
describe('SessionLookups', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [account] = await database.db
      .insert(accounts)
      .values({ firstName: 'Lookup', lastName: 'Player', email: 'lookup@example.com', passwordHash: 'x' })
      .returning({ id: accounts.id });
    await database.db.insert(sessions).values([
      { accountId: account!.id, tokenHash: 'hash-a', expiresAt: new Date('2040-01-01T00:00:00Z') },
      { accountId: account!.id, tokenHash: 'hash-b', expiresAt: new Date('2041-01-01T00:00:00Z') },
    ]);
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers each lookup of one turn with its own session, or null, from one statement', async () => {
    const lookups = new SessionLookups(database.db);
    // Both drivers' clients (the pg pool, the PGlite instance) take every statement through `query`.
    const client = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const statements = vi.spyOn(client, 'query');
    const [a, b, again, unknown] = await Promise.all([
      lookups.find('hash-a'),
      lookups.find('hash-b'),
      lookups.find('hash-a'),
      lookups.find('hash-unknown'),
    ]);
    expect(a?.expiresAt).toEqual(new Date('2040-01-01T00:00:00Z'));
    expect(b?.expiresAt).toEqual(new Date('2041-01-01T00:00:00Z'));
    expect(a?.account.email).toBe('lookup@example.com');
    expect(again).toBe(a);
    expect(unknown).toBeNull();
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
  });

  it('asks again in a later turn', async () => {
    const lookups = new SessionLookups(database.db);
    const first = await lookups.find('hash-a');
    const second = await lookups.find('hash-a');
    expect(second).not.toBe(first);
    expect(second?.sessionId).toBe(first?.sessionId);
  });
});
