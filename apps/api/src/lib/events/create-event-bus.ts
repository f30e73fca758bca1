import type { Config } from '../../config';
import { createInProcessEventBus, type EventBus, type EventBusLog } from './event-bus';
import { createRedisEventBus } from './redis-event-bus';

/** Redis pub/sub when REDIS_URL is set (several instances), else in-process. */
export function createEventBus(config: Config, log: EventBusLog): Promise<EventBus> | EventBus {
  return config.REDIS_URL
    ? createRedisEventBus(config.REDIS_URL, config.REDIS_EVENTS_CHANNEL, log, {
        timeoutMs: config.REDIS_TIMEOUT_MS,
      })
    : createInProcessEventBus(log);
}
