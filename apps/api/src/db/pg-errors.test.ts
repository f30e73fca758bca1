import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors';

/** What drizzle throws: its own "Failed query" error, with the driver's error as the cause. */
const failedQuery = (cause: unknown) =>
  new Error('Failed query: select "id" from "accounts" where "email" = $1\nparams: a@b.example', { cause });

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['connection timed out', withCode('connect ETIMEDOUT 10.0.0.9:5432', 'ETIMEDOUT')],
    ['host not found', withCode('getaddrinfo ENOTFOUND db.invalid', 'ENOTFOUND')],
    [
      'admin shutdown (a fast stop)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'crash shutdown',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['cannot connect now', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
  ])('counts %s, wrapped by drizzle', (_what, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(true);
    expect(isDatabaseUnavailable(cause)).toBe(true);
  });

  it('counts a refusal on every address of a name (an AggregateError)', () => {
    const refused = (address: string) => withCode(`connect ECONNREFUSED ${address}:5432`, 'ECONNREFUSED');
    const both = new AggregateError([refused('::1'), refused('127.0.0.1')], '');
    expect(isDatabaseUnavailable(failedQuery(both))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['an error of the application', new Error('something odd')],
  ])('does not count %s: repeating the request would not help', (_what, cause) => {
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(false);
  });

  it('does not count values that are not errors', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
