import { describe, expect, it } from 'vitest';
import { describeDatabaseError } from './database-error';

/** What drizzle throws: its own "Failed query" error, with the driver's error as the cause. */
const failedQuery = (cause: unknown) =>
  new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause });

const systemError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

/** A PostgreSQL error as pg builds it (a DatabaseError: the server's message and SQLSTATE code). */
const serverError = (message: string, code: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('describeDatabaseError', () => {
  it.each([
    [serverError('database "x" does not exist', '3D000'), 'database "x" does not exist'],
    [
      serverError('password authentication failed for user "cj"', '28P01'),
      'password authentication failed for user "cj"',
    ],
    [
      systemError('connect ECONNREFUSED 127.0.0.1:5433', {
        code: 'ECONNREFUSED',
        address: '127.0.0.1',
        port: 5433,
      }),
      'connection refused 127.0.0.1:5433',
    ],
    [
      systemError('getaddrinfo ENOTFOUND db.invalid', { code: 'ENOTFOUND', hostname: 'db.invalid' }),
      'host not found: db.invalid',
    ],
    [
      systemError('connect ETIMEDOUT 10.0.0.9:5432', { code: 'ETIMEDOUT', address: '10.0.0.9', port: 5432 }),
      'connection timed out 10.0.0.9:5432',
    ],
  ])('names the cause of %s', (cause, expected) => {
    expect(describeDatabaseError(failedQuery(cause))).toBe(expected);
  });

  it('names every address tried when localhost resolves to several', () => {
    const refused = (address: string) =>
      systemError(`connect ECONNREFUSED ${address}:5432`, { code: 'ECONNREFUSED', address, port: 5432 });
    const both = new AggregateError([refused('::1'), refused('127.0.0.1')], '');
    expect(describeDatabaseError(failedQuery(both))).toBe('connection refused ::1:5432, 127.0.0.1:5432');
  });

  it('falls back to the innermost message, on one line', () => {
    expect(describeDatabaseError(failedQuery(new Error('something odd\nsecond line')))).toBe(
      'something odd second line',
    );
    expect(describeDatabaseError('plain text')).toBe('plain text');
  });
});
