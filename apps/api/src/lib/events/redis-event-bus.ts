import { ContestEventSchema } from '@cj/shared/contest-events';
import { Redis } from 'ioredis';
import { type EventBus, type EventBusLog, LocalListeners } from './event-bus';

/** How long start-up waits for the subscription before going on (it completes once Redis answers). */
const SUBSCRIBE_WAIT_MS = 10_000;

/**
 * Several instances over one Redis: every event is published to `channel` and each instance, the publisher
 * included, delivers what it hears to its own listeners. A subscriber connection can run nothing else, hence two.
 */
export async function createRedisEventBus(url: string, channel: string, log: EventBusLog): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => log.warn({ err: error }, 'live events: Redis connection error'));
  }
  const listeners = new LocalListeners();

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const parsed = ContestEventSchema.safeParse(parseJson(text));
    if (parsed.success) listeners.dispatch(parsed.data, log);
    else log.warn({ channel }, 'live events: ignored a message that is not a contest event');
  });

  const subscribed = subscriber.subscribe(channel);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = await Promise.race([
    subscribed.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!waited) {
    log.warn({ channel }, 'live events: Redis did not answer yet; subscribing when it does');
    subscribed.catch((error: unknown) => log.warn({ err: error }, 'live events: subscribe failed'));
  }

  return {
    async publish(event) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
      } catch (error) {
        log.warn({ err: error, type: event.type }, 'live events: publish to Redis failed');
      }
    },
    subscribe: (contestId, listener) => listeners.add(contestId, listener),
    listenerCount: (contestId) => listeners.count(contestId),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
