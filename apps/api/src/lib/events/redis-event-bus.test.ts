import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { describe, expect, it, vi } from 'vitest';
import { createRedisEventBus } from './redis-event-bus';

const changed = (contestId: number): ContestEvent => ({
  type: CONTEST_EVENT_TYPES.leaderboardChanged,
  contestId,
});

// Nothing listens on port 1: Redis is down from the start. (The recovery, with a real Redis, is in
// test/redis-event-bus.test.ts.)
describe('the Redis event bus when Redis does not answer', () => {
  it('starts at once, delivers in this process and says so once', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const started = Date.now();
    const bus = await createRedisEventBus('redis://127.0.0.1:1', 'cj-dead-redis', log);
    try {
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(bus.redisStatus()).toBe('down');

      const heard: ContestEvent[] = [];
      const heardByAll: ContestEvent[] = [];
      bus.subscribe(5, (event) => heard.push(event));
      bus.subscribeAll((event) => heardByAll.push(event));
      await bus.publish(changed(5));
      await bus.publish(changed(5));
      expect(heard).toEqual([changed(5), changed(5)]);
      expect(heardByAll).toEqual([changed(5), changed(5)]);

      const ended = vi.fn();
      bus.onSessionsEnded(ended);
      await bus.publishSessionsEnded({ accountId: 9 });
      expect(ended).toHaveBeenCalledWith({ accountId: 9 });

      // ioredis keeps trying to reconnect (and fails each time) meanwhile: still one line.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(log.warn).toHaveBeenCalledOnce();
      expect(log.warn.mock.calls[0]?.[1]).toMatch(/in this process/);
      expect(log.info).not.toHaveBeenCalled();
    } finally {
      await bus.close();
    }
  });
});
