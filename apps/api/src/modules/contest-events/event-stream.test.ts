import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream, eventFrame } from './event-stream';

const settings = {
  heartbeatMs: 1_000,
  maxBufferedBytes: 4_096,
  retryMs: 2_500,
  maxPerIp: 1,
  maxPerSession: 1,
};
const changed = (contestId: number): ContestEvent => ({
  type: CONTEST_EVENT_TYPES.leaderboardChanged,
  contestId,
});

/** Everything the stream has written so far, as a client would receive it. */
function drain(stream: EventStream): string {
  let text = '';
  for (let chunk = stream.body.read(); chunk !== null; chunk = stream.body.read()) text += String(chunk);
  return text;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStream', () => {
  it('opens with the retry delay, then writes each event as one SSE frame', () => {
    const stream = new EventStream(settings);
    stream.send(changed(7));
    expect(drain(stream)).toBe(
      `retry: 2500\n: connected\n\nevent: leaderboard-changed\ndata: ${JSON.stringify(changed(7))}\n\n`,
    );
    stream.destroy();
  });

  it('builds a frame once per event, whatever the number of streams it goes to', () => {
    const event = changed(3);
    expect(eventFrame(event)).toBe(eventFrame(event));
    expect(eventFrame(event)).toBe(
      `event: leaderboard-changed\ndata: {"type":"leaderboard-changed","contestId":3}\n\n`,
    );
  });

  it('sends a heartbeat comment at every interval until it closes', () => {
    vi.useFakeTimers();
    const stream = new EventStream(settings);
    drain(stream);
    vi.advanceTimersByTime(2_000);
    expect(drain(stream)).toBe(': heartbeat\n\n: heartbeat\n\n');
    stream.end('shutdown');
    vi.advanceTimersByTime(5_000);
    expect(drain(stream)).toBe('');
  });

  it('cuts off a client that stops reading instead of buffering without bound', () => {
    const stream = new EventStream(settings);
    const closed = vi.fn();
    stream.onClose(closed);
    for (let i = 0; i < 200; i++) stream.send(changed(i));
    expect(stream.body.destroyed).toBe(true);
    expect(closed).toHaveBeenCalledOnce();
    expect(stream.cutBy).toBe('buffer-limit');
    expect(stream.bufferedBytes).toBeLessThanOrEqual(settings.maxBufferedBytes);
  });

  it('runs close handlers once, also one added after it closed', () => {
    const stream = new EventStream(settings);
    const first = vi.fn();
    stream.onClose(first);
    stream.end('shutdown');
    stream.destroy();
    expect(stream.cutBy).toBe('shutdown');
    const late = vi.fn();
    stream.onClose(late);
    expect(first).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });
});
