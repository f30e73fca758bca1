import { Writable } from 'node:stream';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { createOwnPostgres, type OwnPostgres } from './own-postgres';
import { createTestApp, type TestApp } from './test-app';

// A PostgreSQL of this file's own, stopped and started again while the app runs (vitest.config.ts: needs initdb).

/** Every line the server logs, as written. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let server: OwnPostgres;
let database: Database;
let t: TestApp;
/** How many times the health probe asked the database. */
let pings = 0;

beforeAll(async () => {
  server = await createOwnPostgres();
  await server.start();
  database = openPostgres(server.url, { max: 4, connectTimeoutMs: 1_000 });
  await migrateDatabase(database);
  const counted: Database = {
    ...database,
    ping: (timeoutMs) => {
      pings++;
      return database.ping(timeoutMs);
    },
  };
  t = await createTestApp({ database: counted, logger: { level: 'info', stream } });
});

afterAll(async () => {
  await t?.close();
  await server?.destroy();
});

const EMAIL = 'kim.lee@example.com';
const login = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/login?email=${encodeURIComponent(EMAIL)}`,
    payload: { email: EMAIL, password: 'not the password' },
  });
const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const live = () => t.app.inject({ method: 'GET', url: '/api/health/live' });

describe('while PostgreSQL cannot be reached', () => {
  it('answers ready while the database answers', async () => {
    expect((await ready()).json()).toEqual({ status: 'ready', database: 'up', redis: 'off' });
    expect((await login()).statusCode).toBe(400);
  });

  it('answers requests 503 JSON with Retry-After, never 500; ready 503, live 200', async () => {
    await server.stop();
    for (const request of [
      login,
      () => t.app.inject({ method: 'GET', url: '/api/featured/contests' }),
      () => t.app.inject({ method: 'GET', url: '/api/contest/1' }),
    ]) {
      const response = await request();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: GENERIC_MESSAGES.unavailable,
      });
    }
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 50 }).toBe(503);
    expect((await ready()).json()).toEqual({ status: 'unavailable', database: 'down', redis: 'off' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect((await live()).statusCode).toBe(200);
  });

  it('answers health checks from the last probe: a burst of checks asks the database no more often', async () => {
    const before = pings;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? ready() : live())),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 503 : 200)),
    );
    // One probe a second at most, whatever the number of checks in between.
    expect(pings - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it('answers ready again, and requests as before, once PostgreSQL is back', async () => {
    await server.start();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 50 }).toBe(200);
    expect((await ready()).json()).toEqual({ status: 'ready', database: 'up', redis: 'off' });
    expect((await login()).statusCode).toBe(400);
    expect((await live()).statusCode).toBe(200);
  });

  it('logged no query string, statement parameter or e-mail address, and no line per health check', () => {
    const text = lines.join('\n');
    expect(text).toContain('database unavailable');
    expect(text).toContain('/api/account/login');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), '?email']) expect(text).not.toContain(secret);
    const parsed = lines.map((line) => JSON.parse(line) as { req?: { url?: string }; msg?: string });
    expect(parsed.filter((line) => line.req?.url?.startsWith('/api/health'))).toEqual([]);
    // A status change of the probe is logged once, not once a second.
    expect(parsed.filter((line) => line.msg === 'database does not answer')).toHaveLength(1);
    expect(parsed.filter((line) => line.msg === 'database answers again')).toHaveLength(1);
    // The pool's connections ended by the stop are reported in the log (JSON), not as process warnings.
    expect(parsed.some((line) => line.msg?.startsWith('PostgreSQL ended an idle connection'))).toBe(true);
  });
});
