import { Redis } from 'ioredis';
import { type BusMessage, BusMessageSchema } from './bus-message';
import { busOver, type EventBus, type EventBusLog, LocalListeners } from './event-bus';
import { RedisLink } from './redis-link';

/** How long start-up waits for Redis to answer before going on in this process (it switches once Redis answers). */
const START_WAIT_MS = 10_000;

/**
 * Several instances over one Redis: every message is published to `channel` and each instance, the publisher
 * included, delivers what it hears to its own listeners. A subscriber connection can run nothing else, hence two.
 * While Redis does not answer, each instance delivers its own messages (so a single instance keeps working, and
 * nothing waits on Redis); it goes back to Redis when both connections are ready and the channel is subscribed.
 */
export async function createRedisEventBus(url: string, channel: string, log: EventBusLog): Promise<EventBus> {
  // No offline queue: a publish while disconnected fails at once instead of waiting for a reconnect.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // The bus subscribes again itself after each reconnect, so it knows when the channel is really subscribed.
  const subscriber = new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: null });
  const link = new RedisLink(log, channel);
  const listeners = new LocalListeners();

  publisher.on('ready', () => link.connected('publisher'));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => link.connected('subscriber'),
      (error: unknown) => link.failed(error),
    );
  });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => link.failed(error));
    connection.on('close', () => link.disconnected(name));
  }

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const parsed = BusMessageSchema.safeParse(parseJson(text));
    if (parsed.success) listeners.dispatch(parsed.data, log);
    else log.warn({ channel }, 'live events: ignored a message that is not a contest event');
  });

  await link.settle(START_WAIT_MS);

  const send = async (message: BusMessage) => {
    if (!link.up) {
      listeners.dispatch(message, log);
      return;
    }
    try {
      await publisher.publish(channel, JSON.stringify(message));
    } catch (error) {
      log.warn(
        { err: error, type: message.type },
        'live events: publish to Redis failed; delivered in this process',
      );
      listeners.dispatch(message, log);
    }
  };

  return busOver(listeners, send, {
    redisStatus: () => (link.up ? 'up' : 'down'),
    async close() {
      link.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
