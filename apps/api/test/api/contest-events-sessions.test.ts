import { SESSION_COOKIE } from '@cj/shared/constants';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupAccount, signupAdministrator, type TestAccount, tokenOf } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { SseReader } from '../sse-reader';
import { useTestApp } from '../test-app';

// Security finding 5: a live stream opened with a session kept receiving after that session ended. Ending a
// session (logout, a lock, a password reset) now closes the streams it opened.
const t = useTestApp();
let base = '';
let contest: { id: number; slug: string };
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  contest = await insertContest(t.database.db);
});

async function openStream(headers: Record<string, string>) {
  const stream = await SseReader.open(`${base}/api/contest/${contest.slug}/events`, headers);
  expect(stream.status).toBe(200);
  expect((await stream.next())?.comments).toContain('connected');
  return stream;
}
const byCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** Whether the server ends the stream within `ms`. */
const endsWithin = (stream: SseReader, ms: number) =>
  Promise.race([stream.untilEnd(), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]);

/** The stream is still open: the next event reaches it. */
async function expectStillReceiving(stream: SseReader) {
  await t.app.ctx.events.publish({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: contest.id });
  expect((await stream.nextEvent())?.event).toBe(CONTEST_EVENT_TYPES.leaderboardChanged);
}

async function login(player: TestAccount, password = player.password) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: player.email, password },
  });
  expect([200, 206]).toContain(response.statusCode);
  return tokenOf(response.headers.authorization);
}

describe('ending a session closes its live streams', () => {
  it('logout closes the streams of that session only', async () => {
    const player = await signupAccount(t.app);
    const otherSession = await login(player);
    const ended = [await openStream(byCookie(player.token)), await openStream(player.headers)];
    const kept = await openStream(byCookie(otherSession));

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: player.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(await Promise.all(ended.map((stream) => endsWithin(stream, 2_000)))).toEqual([true, true]);
    await expectStillReceiving(kept);
    kept.close();
  });

  it('locking the account closes the streams of all its sessions', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const player = await signupAccount(t.app);
    const streams = [
      await openStream(byCookie(player.token)),
      await openStream(byCookie(await login(player))),
    ];
    const bystander = await openStream(byCookie(admin.token));

    const lock = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounts',
      headers: admin.headers,
      payload: {
        id: player.id,
        firstName: 'Pat',
        lastName: 'Player',
        email: player.email,
        isLocked: true,
        isAdministrator: false,
      },
    });
    expect(lock.statusCode).toBe(200);
    expect(await Promise.all(streams.map((stream) => endsWithin(stream, 2_000)))).toEqual([true, true]);
    await expectStillReceiving(bystander);
    bystander.close();
  });

  it('a password reset closes the streams of all its sessions', async () => {
    const player = await signupAccount(t.app);
    const streams = [
      await openStream(byCookie(player.token)),
      await openStream(byCookie(await login(player))),
    ];

    const before = t.mailer.sent.length;
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: player.email },
      headers: { host: 'cj.test' },
    });
    expect(requested.statusCode).toBe(202);
    const code = /password\/update\?code=([A-Za-z0-9_-]+)/.exec(t.mailer.sent[before]!.text)?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password-reset',
      payload: { code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(streams.map((stream) => endsWithin(stream, 2_000)))).toEqual([true, true]);
  });
});
