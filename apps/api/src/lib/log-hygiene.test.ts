import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { pathOnly, redactLogText, serializeError, withLogHygiene } from './log-hygiene';

let database: Database;
beforeAll(async () => {
  database = openPglite(await PGlite.create());
});
afterAll(() => database.close());

/** A real failed statement: drizzle's error carries the statement and its parameters. */
async function failedStatementWith(email: string): Promise<unknown> {
  try {
    await database.db.execute(sql`select ${email}::int as id`);
  } catch (error) {
    return error;
  }
  throw new Error('the statement was expected to fail');
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('log hygiene', () => {
  it('keeps the statement of a failed query but not its parameters or any e-mail address', async () => {
    const error = await failedStatementWith('kim.lee@example.com');
    expect(String((error as Error).message)).toContain('kim.lee@example.com');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('kim.lee');
    expect(logged).toContain('Failed query: select $1::int as id');
    expect(logged).toContain('params: [redacted]');
    // The driver's own error is kept, as the cause: what PostgreSQL said.
    expect(logged).toContain('invalid input syntax for type integer');
  });

  it('masks e-mail addresses and statement parameters in text', () => {
    expect(redactLogText('to "Kim" <kim+tag@mail.example.co.uk>, ok')).toBe('to "Kim" <[email]>, ok');
    expect(redactLogText('Failed query: select 1\nparams: x,y\n    at frame (file.js:1:1)')).toBe(
      'Failed query: select 1\nparams: [redacted]\n    at frame (file.js:1:1)',
    );
    expect(pathOnly('/api/account/password-reset?email=kim%40example.com&x=1')).toBe(
      '/api/account/password-reset',
    );
  });

  it('writes request lines by path and error lines without parameters, through the application logger', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: withLogHygiene({ level: 'info', stream }) });
    const error = await failedStatementWith('pat@example.org');
    app.get('/lookup', async (request) => {
      request.log.error({ err: error }, 'request failed');
      request.log.info({ who: 'pat@example.org' }, 'looked up pat@example.org');
      return { ok: true };
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/lookup?email=pat%40example.org&token=abc' });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const text = lines.join('\n');
    expect(lines.some((line) => JSON.parse(line).req?.url === '/lookup')).toBe(true);
    expect(text).toContain('Failed query');
    for (const secret of ['pat@example.org', 'pat%40example.org', 'token=abc', '?email']) {
      expect(text).not.toContain(secret);
    }
  });
});
