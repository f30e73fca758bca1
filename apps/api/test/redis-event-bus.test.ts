import { randomUUID } from 'node:crypto';
import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../src/lib/events/event-bus';
import { createRedisEventBus } from '../src/lib/events/redis-event-bus';
import { requiredEnv } from './required-env';
import { TcpProxy } from './tcp-proxy';

const redisUrl = requiredEnv('TEST_REDIS_URL');

/** The next event a bus delivers to a listener of `contestId`. */
function nextEvent(bus: EventBus, contestId: number): Promise<ContestEvent> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe(contestId, (event) => {
      unsubscribe();
      resolve(event);
    });
  });
}

// Two instances' buses over one Redis: what one publishes, both deliver (pub/sub ignores the database number, so
// each run takes a channel of its own).
describe('the Redis event bus', () => {
  const channel = `cj-test-events-${randomUUID()}`;
  const log = { warn: vi.fn(), info: vi.fn() };
  let first: EventBus;
  let second: EventBus;

  beforeAll(async () => {
    first = await createRedisEventBus(redisUrl, channel, log);
    second = await createRedisEventBus(redisUrl, channel, log);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('delivers an event published on one instance to listeners on both', async () => {
    const event: ContestEvent = { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 41 };
    const onFirst = nextEvent(first, 41);
    const onSecond = nextEvent(second, 41);
    await first.publish(event);
    expect(await onSecond).toEqual(event);
    expect(await onFirst).toEqual(event);
  });

  it('delivers every contest’s events to the listeners of all on both instances', async () => {
    const heard = (bus: EventBus) =>
      new Promise<ContestEvent[]>((resolve) => {
        const events: ContestEvent[] = [];
        const stop = bus.subscribeAll((event) => {
          events.push(event);
          if (events.length < 2) return;
          stop();
          resolve(events);
        });
      });
    const onFirst = heard(first);
    const onSecond = heard(second);
    const events: ContestEvent[] = [
      { type: CONTEST_EVENT_TYPES.raceChanged, contestId: 43, raceId: 7 },
      { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 44 },
    ];
    await second.publish(events[0]!);
    await first.publish(events[1]!);
    // Each instance hears the channel in its one order: publishes awaited one after the other keep theirs.
    expect(await onFirst).toEqual(events);
    expect(await onSecond).toEqual(events);
  });

  it('tells both instances that sessions ended', async () => {
    const heard = (bus: EventBus) =>
      new Promise<unknown>((resolve) => {
        const stop = bus.onSessionsEnded((ended) => {
          stop();
          resolve(ended);
        });
      });
    const onFirst = heard(first);
    const onSecond = heard(second);
    await second.publishSessionsEnded({ accountId: 77 });
    expect(await onFirst).toEqual({ accountId: 77 });
    expect(await onSecond).toEqual({ accountId: 77 });
  });

  it('ignores a message on the channel that is not a contest event', async () => {
    const stranger = new Redis(redisUrl);
    try {
      const heard = nextEvent(second, 42);
      await stranger.publish(channel, '{"type":"something-else","contestId":42}');
      await stranger.publish(channel, 'not json');
      const event: ContestEvent = { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 42 };
      await first.publish(event);
      // Messages keep their order on a channel: had either stranger been delivered, it would come first.
      expect(await heard).toEqual(event);
      expect(log.warn).toHaveBeenCalledWith({ channel }, expect.stringContaining('not a contest event'));
    } finally {
      await stranger.quit();
    }
  });
});

// Redis behind a relay the test cuts and restores: the bus falls back to this process, says so once, and goes back
// to Redis once it answers again.
describe('the Redis event bus when Redis goes away and comes back', () => {
  const channel = `cj-test-events-${randomUUID()}`;
  const target = new URL(redisUrl);
  let proxy: TcpProxy;
  let bus: EventBus;
  let observer: Redis;
  const seenInRedis: string[] = [];
  const log = { warn: vi.fn(), info: vi.fn() };

  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
    const relayed = new URL(redisUrl);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    bus = await createRedisEventBus(relayed.toString(), channel, log);
    observer = new Redis(redisUrl);
    observer.on('message', (_channel: string, text: string) => seenInRedis.push(text));
    await observer.subscribe(channel);
  });
  afterAll(async () => {
    await bus?.close();
    await observer?.quit();
    await proxy?.stop();
  });

  it('delivers in this process while Redis is away, then through Redis again', {
    timeout: 20_000,
  }, async () => {
    const heard: ContestEvent[] = [];
    bus.subscribe(43, (event) => heard.push(event));
    const event = (contestId: number): ContestEvent => ({
      type: CONTEST_EVENT_TYPES.leaderboardChanged,
      contestId,
    });

    expect(bus.redisStatus()).toBe('up');
    await bus.publish(event(43));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(seenInRedis).toHaveLength(1);

    await proxy.stop();
    await vi.waitFor(() => expect(bus.redisStatus()).toBe('down'));
    await bus.publish(event(43));
    await bus.publish(event(43));
    expect(heard).toHaveLength(3);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/in this process/);

    await proxy.restart();
    await vi.waitFor(() => expect(bus.redisStatus()).toBe('up'), { timeout: 10_000, interval: 50 });
    expect(log.info).toHaveBeenCalledOnce();
    // What was delivered only here goes through Redis once it answers, for the instances that missed it: the same
    // leaderboard change twice, once.
    await vi.waitFor(() => expect(seenInRedis).toHaveLength(2));
    await vi.waitFor(() => expect(bus.counts().republished).toBe(1));
    await bus.publish(event(44));
    await vi.waitFor(() => expect(seenInRedis).toHaveLength(3));
    expect(seenInRedis.map((text) => JSON.parse(text).contestId)).toEqual([43, 43, 44]);
    await vi.waitFor(() => expect(heard).toHaveLength(4));
    expect(bus.counts().published).toEqual({ redis: 2, local: 2 });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
