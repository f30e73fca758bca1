import { count, eq } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolCounts } from '../../db/client';
import { emailOutbox, OUTBOX_STATUSES } from '../../db/schema/email';
import { pushOutbox } from '../../db/schema/push';
import { STREAM_CUT_REASONS } from '../event-stream-settings';
import type { EventBus } from '../events/event-bus';

/** A scrape does not wait longer than this for the outbox count (a database that does not answer). */
const OUTBOX_QUERY_MS = 2_000;

/**
 * The Prometheus metrics of one app instance, in a registry of its own (tests build many apps in one process).
 * Modules record through `ctx.metrics`; the gauges are read at each scrape.
 */
export interface AppMetrics {
  registry: Registry;
  httpRequestDuration: Histogram<'route' | 'method' | 'status'>;
  rateLimited: Counter;
  plays: Counter<'result'>;
  finalizeDuration: Histogram;
  /** Transactions run again after a deadlock or serialization failure (db/retry.ts), by what they were. */
  transactionRetries: Counter<'transaction' | 'code'>;
  /** Live-event streams the server ended, by why. */
  streamsCut: Counter<'reason'>;
  /** Share cards drawn as PNG: a card kept in this process, or not modified, is not drawn again. */
  shareCardsRendered: Counter;
  /** Each Redis connection (1 up, 0 down): the bus's publisher and subscriber (read at each scrape), the counters'. */
  redisLinkUp: Gauge<'link'>;
}

export function createAppMetrics(options: {
  db: Db;
  /** PostgreSQL's pool and its size; none on PGlite (one connection, no pool), whose pool metrics are left out. */
  pool?: PoolCounts;
  events: Pick<EventBus, 'listenerCount' | 'redisLinks' | 'counts'>;
  /** The process metrics (CPU, memory, event loop, GC): only when metrics are served, they watch the process. */
  processDefaults: boolean;
}): AppMetrics {
  const registry = new Registry();
  if (options.processDefaults) collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern (unmatched: no route), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'cj_rate_limited_total',
    help: 'Requests answered 429 (rate limits, caps on live-event streams)',
    registers: [registry],
  });
  const plays = new Counter({
    name: 'cj_plays_total',
    help: 'Plays asked for, by result: placed or refused (a rule or a validation said no)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const finalizeDuration = new Histogram({
    name: 'cj_finalize_duration_seconds',
    help: 'Time to finalize a race (scoring every play and entry of its contests), finalizes that succeeded',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  const transactionRetries = new Counter({
    name: 'cj_transaction_retries_total',
    help: 'Transactions run again after PostgreSQL ended them with a deadlock (40P01) or serialization failure (40001), by transaction and code',
    labelNames: ['transaction', 'code'] as const,
    registers: [registry],
  });
  const streamsCut = new Counter({
    name: 'cj_live_streams_cut_total',
    help: 'Live-event streams the server ended, by reason: link-lost / link-back (the Redis link to the other instances), session-ended, shutdown, buffer-limit (a client too slow to keep up)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  for (const reason of STREAM_CUT_REASONS) streamsCut.inc({ reason }, 0);
  const shareCardsRendered = new Counter({
    name: 'cj_share_cards_rendered_total',
    help: 'Share cards drawn as PNG; a card kept in this process (the same figures) or not modified is not drawn again',
    registers: [registry],
  });
  const redisLinkUp = new Gauge({
    name: 'cj_redis_link_up',
    help: 'Redis connections of this instance, 1 when up and answering, 0 when not: publisher and subscriber (live events), counters (rate limits); absent without REDIS_URL',
    labelNames: ['link'] as const,
    registers: [registry],
    collect() {
      const links = options.events.redisLinks();
      if (!links) return;
      this.set({ link: 'publisher' }, links.publisher ? 1 : 0);
      this.set({ link: 'subscriber' }, links.subscriber ? 1 : 0);
    },
  });
  new Counter({
    name: 'cj_events_published_total',
    help: 'Live events and sessions-ended notices this instance published: through Redis, or delivered only in this process (no Redis, or Redis not answering)',
    labelNames: ['via'] as const,
    registers: [registry],
    collect() {
      const { published } = options.events.counts();
      this.reset();
      this.inc({ via: 'redis' }, published.redis);
      this.inc({ via: 'local' }, published.local);
    },
  });
  new Counter({
    name: 'cj_events_republished_total',
    help: 'Messages delivered only in this process while Redis did not answer, published through Redis once it answered again',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.events.counts().republished);
    },
  });
  new Counter({
    name: 'cj_events_delivered_total',
    help: 'Live events and notices delivered to listeners on this instance (streams, caches), each listener once',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.events.counts().delivered);
    },
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'cj_db_pool_connections',
      help: 'PostgreSQL connections of this instance’s pool: in_use (running a query or a transaction) or idle',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'cj_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of the pool (all in use)',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'cj_db_pool_max_connections',
      help: 'The pool’s size (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
  new Gauge({
    name: 'cj_push_outbox_pending',
    help: 'Push alerts queued and not yet sent (the push outbox backlog); absent when the database does not answer',
    registers: [registry],
    async collect() {
      this.reset();
      const pending = await withDeadline(
        options.db.select({ total: count() }).from(pushOutbox).where(eq(pushOutbox.status, 'pending')),
      );
      if (pending) this.set(pending[0]?.total ?? 0);
    },
  });
  new Gauge({
    name: 'cj_live_streams',
    help: 'Live-event streams (Server-Sent Events) open on this instance',
    registers: [registry],
    collect() {
      this.set(options.events.listenerCount());
    },
  });
  new Gauge({
    name: 'cj_email_outbox_messages',
    help: 'Rows of the e-mail outbox by status (pending, sent, suppressed, failed); absent when the database does not answer',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await countOutbox(options.db);
      if (!rows) return;
      for (const status of OUTBOX_STATUSES) {
        this.set({ status }, rows.find((row) => row.status === status)?.total ?? 0);
      }
    },
  });

  return {
    registry,
    httpRequestDuration,
    rateLimited,
    plays,
    finalizeDuration,
    transactionRetries,
    streamsCut,
    shareCardsRendered,
    redisLinkUp,
  };
}

/** One GROUP BY over the outbox; null when the database fails or does not answer in time (a scrape never fails). */
function countOutbox(db: Db): Promise<{ status: string; total: number }[] | null> {
  return withDeadline(
    db.select({ status: emailOutbox.status, total: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  );
}

/** A scrape's query, or null when the database fails or does not answer within OUTBOX_QUERY_MS. */
async function withDeadline<T>(query: PromiseLike<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      query,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), OUTBOX_QUERY_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
