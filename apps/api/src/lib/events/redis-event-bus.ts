import { Redis } from 'ioredis';
import { type BusMessage, BusMessageSchema } from './bus-message';
import { busOver, type EventBus, type EventBusLog, LocalListeners } from './event-bus';
import { type Connection, RedisLink } from './redis-link';

/** How long start-up waits for Redis to answer before going on in this process (it switches once Redis answers). */
const START_WAIT_MS = 10_000;
/** Messages kept to publish again once the link is back; past this, contest events of the outage are dropped. */
const MAX_KEPT_MESSAGES = 10_000;

export interface RedisEventBusOptions {
  /** How long a command (a publish, a ping) may take before Redis counts as not answering. */
  timeoutMs: number;
  /** How often each connection is pinged, so a hung Redis is noticed without a publish. */
  pingEveryMs?: number;
}

/**
 * Several instances over one Redis: every message is published to `channel` and each instance, the publisher
 * included, delivers what it hears to its own listeners. A subscriber connection can run nothing else, hence two.
 * While Redis does not answer (closed, or hung: a ping or a publish not answered within `timeoutMs`), each instance
 * delivers its own messages, so nothing waits on Redis, and keeps them; once both connections answer again and the
 * channel is subscribed it publishes them through Redis, so the instances that missed them hear them late rather
 * than never (decision 057). Listeners of `onLinkChange` hear each loss and return.
 */
export async function createRedisEventBus(
  url: string,
  channel: string,
  log: EventBusLog,
  options: RedisEventBusOptions = { timeoutMs: 250 },
): Promise<EventBus> {
  const { timeoutMs } = options;
  const pingEveryMs = options.pingEveryMs ?? 1_000;
  const connectTimeout = Math.max(timeoutMs, 1_000);
  // No offline queue: a publish while disconnected fails at once instead of waiting for a reconnect.
  const publisher = new Redis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    connectTimeout,
  });
  // The bus subscribes again itself after each reconnect, so it knows when the channel is really subscribed.
  const subscriber = new Redis(url, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    commandTimeout: timeoutMs,
    connectTimeout,
  });
  const connections = { publisher, subscriber } as const;
  const link = new RedisLink(log, channel);
  const listeners = new LocalListeners();
  const counts = { redis: 0, local: 0, republished: 0 };

  publisher.on('ready', () => link.connected('publisher'));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => link.connected('subscriber'),
      (error: unknown) => link.failed(error),
    );
  });
  for (const [name, connection] of Object.entries(connections) as [Connection, Redis][]) {
    connection.on('error', (error: Error) => link.failed(error));
    connection.on('close', () => link.disconnected(name));
  }

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const parsed = BusMessageSchema.safeParse(parseJson(text));
    if (parsed.success) listeners.dispatch(parsed.data, log);
    else log.warn({ channel }, 'live events: ignored a message that is not a contest event');
  });

  // A stopped Redis keeps its connections open and answers nothing: only a ping with a deadline shows it.
  const pinging = new Set<Connection>();
  const pinger = setInterval(() => {
    for (const [name, connection] of Object.entries(connections) as [Connection, Redis][]) {
      if (connection.status !== 'ready' || pinging.has(name)) continue;
      pinging.add(name);
      connection
        .ping()
        .then(
          () => link.answering(name, true),
          (error: unknown) => link.answering(name, false, error),
        )
        .finally(() => pinging.delete(name));
    }
  }, pingEveryMs);
  pinger.unref();

  // What was delivered only here while the link was down, by its text (a leaderboard change of one contest is kept
  // once however often it happened).
  const kept = new Map<string, BusMessage>();
  let keptOverflow = false;
  const keep = (message: BusMessage, text: string) => {
    if (kept.size >= MAX_KEPT_MESSAGES && message.type !== 'sessions-ended') {
      if (!keptOverflow) {
        keptOverflow = true;
        log.warn(
          { channel },
          'live events: too many events kept during the outage; the later ones are dropped',
        );
      }
      return;
    }
    kept.set(text, message);
  };
  const publishKept = async () => {
    for (const [text] of [...kept]) {
      if (!link.up) return;
      try {
        await publisher.publish(channel, text);
        kept.delete(text);
        counts.republished++;
      } catch {
        return;
      }
    }
    keptOverflow = false;
  };
  link.onChange((up) => {
    if (up) void publishKept();
  });

  await link.settle(START_WAIT_MS);

  const deliverHere = (message: BusMessage, text: string) => {
    counts.local++;
    keep(message, text);
    listeners.dispatch(message, log);
  };
  const send = async (message: BusMessage) => {
    const text = JSON.stringify(message);
    if (!link.up) {
      deliverHere(message, text);
      return;
    }
    try {
      await publisher.publish(channel, text);
      counts.redis++;
    } catch (error) {
      log.warn(
        { err: error, type: message.type },
        'live events: publish to Redis failed; delivered in this process',
      );
      // Until a ping is answered again: the next messages do not wait on Redis too.
      link.answering('publisher', false, error);
      deliverHere(message, text);
    }
  };

  return busOver(listeners, send, {
    redisStatus: () => (link.up ? 'up' : 'down'),
    redisLinks: () => link.states(),
    onLinkChange: (listener) => link.onChange(listener),
    counts: () => ({
      published: { redis: counts.redis, local: counts.local },
      republished: counts.republished,
      delivered: listeners.delivered,
    }),
    async close() {
      clearInterval(pinger);
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
