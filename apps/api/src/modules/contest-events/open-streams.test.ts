import { describe, expect, it } from 'vitest';
import { EventStream } from './event-stream';
import { OpenStreams } from './open-streams';

const settings = {
  heartbeatMs: 60_000,
  maxBufferedBytes: 4_096,
  retryMs: 1_000,
  maxPerIp: 3,
  maxPerSession: 2,
};
const owner = (sessionId: number | null, accountId = 1) => ({
  ip: '203.0.113.9',
  session: sessionId === null ? null : { accountId, sessionId },
});

describe('OpenStreams', () => {
  it('counts places per IP and per session until they are released', () => {
    const open = new OpenStreams(settings);
    const first = open.reserve(owner(10));
    expect(open.reserve(owner(10))).not.toBeNull();
    expect(open.reserve(owner(10))).toBeNull();
    expect(open.reserve(owner(null))).not.toBeNull();
    expect(open.reserve(owner(null))).toBeNull();
    first?.release();
    first?.release();
    expect(open.reserve(owner(11))).not.toBeNull();
    expect(open.reserve(owner(11))).toBeNull();
  });

  it('ends a stream whose session ended while it was being set up', () => {
    const open = new OpenStreams(settings);
    const slot = open.reserve(owner(20, 7))!;
    open.closeSessions({ accountId: 7 });
    const stream = new EventStream(settings);
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });
    slot.attach(stream);
    expect(closed).toBe(true);
    expect(open.reserve(owner(20, 7))).not.toBeNull();
  });
});
