import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import type { CutReason } from '../src/lib/event-stream-settings';
import { signupAccount } from './accounts-helpers';
import { chatContestWithPlayer } from './chat-fixtures';
import { RedisServer } from './redis-server';
import { SseReader } from './sse-reader';
import { TcpProxy } from './tcp-proxy';
import { createTestApp, type TestApp } from './test-app';

// Two instances over one database and a Redis this file starts itself: A reaches it through a relay the test can
// cut (A alone loses Redis), B directly. The Redis itself is stopped (SIGTERM) and paused (SIGSTOP: a hung Redis
// keeps its connections open and answers nothing).
let redis: RedisServer;
let relay: TcpProxy;
let a: TestApp;
let b: TestApp;
const base = { a: '', b: '' };

beforeAll(async () => {
  redis = await RedisServer.start();
  relay = await TcpProxy.start({ host: '127.0.0.1', port: redis.port });
  a = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
  b = await createTestApp({
    env: { REDIS_URL: redis.url },
    database: a.database,
    rateLimits: { enabled: true, loginPerIp: 1_000, loginFailuresPerAccountAndIp: 2, delay: async () => {} },
  });
  base.a = await a.app.listen({ port: 0, host: '127.0.0.1' });
  base.b = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await relay?.stop();
  await redis?.stop();
});

const status = (test: TestApp) => test.app.ctx.events.redisStatus();

/** Streams this app's server cut for `reason`, so far. */
async function cut(app: App, reason: CutReason): Promise<number> {
  const { values } = await app.ctx.metrics.streamsCut.get();
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const stream = await SseReader.open(url, headers);
  expect(stream.status).toBe(200);
  expect((await stream.next())?.comments).toContain('connected');
  return stream;
}

describe('a session ended on an instance cut off from Redis', () => {
  it('ends that session’s streams on the other instances once its link is back', {
    timeout: 20_000,
  }, async () => {
    const { contest } = await chatContestWithPlayer(a.app, a.database.db);
    const viewer = await signupAccount(a.app);
    const onB = await openStream(`${base.b}/api/contest/${contest.slug}/events`, viewer.headers);
    const cutBefore = await cut(b.app, 'session-ended');

    await relay.stop();
    await vi.waitFor(() => expect(status(a)).toBe('down'), { timeout: 5_000, interval: 20 });
    expect(status(b)).toBe('up');
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: viewer.headers,
    });
    expect(logout.statusCode).toBe(204);

    // B could not hear of it while A was cut off; A tells it once its link is back.
    await relay.restart();
    await vi.waitFor(() => expect(status(a)).toBe('up'), { timeout: 10_000, interval: 20 });
    expect(await onB.untilEnd()).toBe(true);
    expect(await cut(b.app, 'session-ended')).toBe(cutBefore + 1);
  });
});

describe('Redis stopped, then started again', () => {
  it('ends every stream when the link is lost, serves new ones locally, and ends those once it is back', {
    timeout: 30_000,
  }, async () => {
    const { contest } = await chatContestWithPlayer(a.app, a.database.db);
    const url = (app: string) => `${app}/api/contest/${contest.slug}/events`;
    const onA = await openStream(url(base.a));
    const onB = await openStream(url(base.b));
    const lostBefore = { a: await cut(a.app, 'link-lost'), b: await cut(b.app, 'link-lost') };

    await redis.stop();
    // Ended, so the browsers reconnect and catch up (the page reads chat and standings again when it reopens).
    expect(await onA.untilEnd()).toBe(true);
    expect(await onB.untilEnd()).toBe(true);
    expect(status(a)).toBe('down');
    expect(status(b)).toBe('down');
    expect(await cut(a.app, 'link-lost')).toBe(lostBefore.a + 1);
    expect(await cut(b.app, 'link-lost')).toBe(lostBefore.b + 1);
    const health = await b.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'degraded', redis: 'down' });

    // Meanwhile a stream is served with this instance's events; once Redis is back it ends too, having missed the
    // other instance's.
    const meanwhile = await openStream(url(base.b));
    const backBefore = await cut(b.app, 'link-back');
    await redis.restart();
    await vi.waitFor(() => expect([status(a), status(b)]).toEqual(['up', 'up']), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await meanwhile.untilEnd()).toBe(true);
    expect(await cut(b.app, 'link-back')).toBe(backBefore + 1);
  });
});

describe('a hung Redis (stopped with SIGSTOP)', () => {
  it('counts as down: streams end, health says degraded, logins count in this process without waiting on it', {
    timeout: 30_000,
  }, async () => {
    const player = await signupAccount(b.app);
    const { contest } = await chatContestWithPlayer(b.app, b.database.db);
    const onB = await openStream(`${base.b}/api/contest/${contest.slug}/events`);
    const counters = () => b.app.ctx.metrics.redisLinkUp.get();
    const countersUp = async () =>
      (await counters()).values.find((value) => value.labels.link === 'counters')?.value;
    // After the restart above, the counters go back to Redis once a request's probe finds it answering.
    await vi.waitFor(
      async () => {
        await b.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '10.57.0.9',
          payload: { email: 'nobody@example.com', password: 'not-this-one' },
        });
        expect(await countersUp()).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );

    redis.pause();
    try {
      // Only the periodic ping (cut off by the command timeout) can tell: the connections stay open.
      await vi.waitFor(() => expect(status(b)).toBe('down'), { timeout: 5_000, interval: 20 });
      expect(await onB.untilEnd()).toBe(true);
      const links = (await counters()).values.filter((value) => value.labels.link !== 'counters');
      expect(links.map((value) => value.value)).toContain(0);
      const health = await b.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'degraded', redis: 'down' });

      const login = (password: string) =>
        b.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '10.57.0.1',
          payload: { email: player.email, password },
        });
      const started = performance.now();
      expect((await login(player.password)).statusCode).toBe(206);
      // The first command not answered in time switched the counters to this process: they count there now.
      expect(await countersUp()).toBe(0);
      expect((await login('wrong-password')).statusCode).toBe(400);
      expect((await login('wrong-password')).statusCode).toBe(400);
      expect((await login(player.password)).statusCode).toBe(429);
      // One command timeout (250 ms) at most, not one per command and login (was about 3 s for each login).
      expect(performance.now() - started).toBeLessThan(2_500);
    } finally {
      redis.resume();
    }
    await vi.waitFor(() => expect(status(b)).toBe('up'), { timeout: 10_000, interval: 20 });
  });
});
