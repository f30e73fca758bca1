import { SESSION_COOKIE } from '@cj/shared/constants';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { SseReader } from '../sse-reader';
import { createTestApp, useTestApp } from '../test-app';

// Small caps, so the tests reach them: at most 4 streams from one IP (all tests come from 127.0.0.1) and 2 per
// session.
const t = useTestApp({ eventStream: { maxPerIp: 4, maxPerSession: 2 } });
let base = '';
let slug = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  slug = (await insertContest(t.database.db)).slug;
});

const open = (headers: Record<string, string> = {}) =>
  SseReader.open(`${base}/api/contest/${slug}/events`, headers);

async function expectRateLimited(stream: SseReader) {
  expect(stream.status).toBe(429);
  const body = JSON.parse((await stream.text()) || '{}');
  expect(body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: GENERIC_MESSAGES.rateLimited,
  });
}

/** Closes the streams and waits until the server has let go of them. */
async function closeAll(streams: SseReader[]) {
  for (const stream of streams) stream.close();
  await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(0));
}

describe('caps on live-event streams', () => {
  it('refuses a fifth stream from one IP, anonymous ones included, until one closes', async () => {
    const streams = [await open(), await open(), await open(), await open()];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
    await expectRateLimited(await open());

    streams.shift()?.close();
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(3));
    const again = await open();
    expect(again.status).toBe(200);
    await closeAll([...streams, again]);
  });

  it('holds when many arrive at once', async () => {
    const streams = await Promise.all(Array.from({ length: 12 }, () => open()));
    expect(streams.filter((stream) => stream.status === 200)).toHaveLength(4);
    expect(streams.filter((stream) => stream.status === 429)).toHaveLength(8);
    await closeAll(streams);
  });

  it('refuses a third stream of one session, by bearer token or cookie, but not another session', async () => {
    const player = await signupAccount(t.app);
    const cookie = { cookie: `${SESSION_COOKIE}=${player.token}` };
    const streams = [await open(player.headers), await open(cookie)];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    await expectRateLimited(await open(cookie));
    await expectRateLimited(await open(player.headers));

    const other = await signupAccount(t.app);
    const third = await open(other.headers);
    expect(third.status).toBe(200);
    await closeAll([...streams, third]);
  });

  it('counts the race-day board’s stream with the contest streams of the same session', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const board = await SseReader.open(`${base}/api/admin/race-day/events`, admin.headers);
    const contestStream = await open(admin.headers);
    expect([board.status, contestStream.status]).toEqual([200, 200]);
    await expectRateLimited(await open(admin.headers));
    await expectRateLimited(await SseReader.open(`${base}/api/admin/race-day/events`, admin.headers));
    await closeAll([board, contestStream]);
  });
});

describe('with RATE_LIMITS=off', () => {
  it('lifts the caps on live-event streams too (local browser tests, benchmarks)', async () => {
    const own = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    const streams: SseReader[] = [];
    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const contest = await insertContest(own.database.db);
      const url = `${address}/api/contest/${contest.slug}/events`;
      streams.push(...(await Promise.all(Array.from({ length: 40 }, () => SseReader.open(url)))));
      expect(streams.filter((stream) => stream.status === 200)).toHaveLength(40);
    } finally {
      for (const stream of streams) stream.close();
      await own.close();
    }
  });
});
