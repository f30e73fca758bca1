import { randomUUID } from 'node:crypto';
import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../src/lib/events/event-bus';
import { createRedisEventBus } from '../src/lib/events/redis-event-bus';
import { requiredEnv } from './required-env';

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
  const log = { warn: vi.fn() };
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
