import net from 'node:net';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertContest } from '../fixtures';
import { SseReader } from '../sse-reader';
import { useTestApp } from '../test-app';

const TIMEOUT_MS = 300;
const t = useTestApp({ requestTimeoutMs: TIMEOUT_MS });
let port = 0;
beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

/** A client sending a request body one byte at a time, every `everyMs`; resolves with what the server sent back. */
function slowClient(everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const body = '{"email":"slow@example.com","password":"x"}';
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  socket.write(
    'POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
  }, everyMs);
  const started = Date.now();
  return new Promise<{ received: string; afterMs: number; bytesSent: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, afterMs: Date.now() - started, bytesSent: sent });
    });
  });
}

describe('the request timeout', () => {
  it('answers 408 and closes a client that sends its body too slowly, long before it would finish', async () => {
    // 44 bytes at one each 100 ms would take 4.4 s.
    const outcome = await slowClient(100);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.afterMs).toBeLessThan(2_000);
    expect(outcome.bytesSent).toBeLessThan(20);
  });

  it('does not end a live-event stream that stays open longer than it', async () => {
    const contest = await insertContest(t.database.db);
    const stream = await SseReader.open(`http://127.0.0.1:${port}/api/contest/${contest.slug}/events`);
    try {
      expect((await stream.next())?.comments).toContain('connected');
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
      await t.app.ctx.events.publish({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: contest.id });
      expect((await stream.nextEvent())?.event).toBe(CONTEST_EVENT_TYPES.leaderboardChanged);
    } finally {
      stream.close();
    }
  });
});
