import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupAccount } from '../accounts-helpers';
import { chatContestWithPlayer, postChat } from '../chat-fixtures';
import { SseReader } from '../sse-reader';
import { useTestApp } from '../test-app';

// REDIS_URL names a port nothing listens on: Redis is down from the start. The app still starts and serves; live
// events go through this process.
const t = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('with Redis down', () => {
  it('GET /api/health answers 200, degraded, naming Redis as down', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('still streams chat to a signed-in viewer, through this process', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const viewer = await signupAccount(t.app);
    const stream = await SseReader.open(`${base}/api/contest/${contest.slug}/events`, viewer.headers);
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next())?.comments).toContain('connected');
      const posted = await postChat(t.app, player.headers, {
        contestSlug: contest.slug,
        message: 'No Redis',
      });
      expect(posted.statusCode).toBe(201);
      expect(await stream.nextEvent()).toEqual({
        event: CONTEST_EVENT_TYPES.chatMessage,
        data: { type: CONTEST_EVENT_TYPES.chatMessage, contestId: contest.id, message: posted.json() },
      });
    } finally {
      stream.close();
    }
  });
});
