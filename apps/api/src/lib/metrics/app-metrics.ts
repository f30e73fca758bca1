import { count } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { emailOutbox, OUTBOX_STATUSES } from '../../db/schema/email';
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
}

export function createAppMetrics(options: {
  db: Db;
  events: Pick<EventBus, 'listenerCount'>;
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

  return { registry, httpRequestDuration, rateLimited, plays, finalizeDuration, transactionRetries };
}

/** One GROUP BY over the outbox; null when the database fails or does not answer in time (a scrape never fails). */
async function countOutbox(db: Db): Promise<{ status: string; total: number }[] | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      db.select({ status: emailOutbox.status, total: count() }).from(emailOutbox).groupBy(emailOutbox.status),
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
