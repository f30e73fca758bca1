import type { Config } from './config';
import type { Db } from './db/client';
import type { EventStreamSettings } from './lib/event-stream-settings';
import type { EventBus } from './lib/events/event-bus';
import type { HealthProbe } from './lib/health-probe';
import type { Mailer, Outbox } from './lib/mail-delivery';
import type { AppMetrics } from './lib/metrics/app-metrics';
import type { PeriodicJob } from './lib/periodic-job';
import type { PushOutbox } from './lib/push-delivery';
import type { RateLimitSettings } from './lib/rate-limit-settings';

/** What every module needs, built once in buildApp and reached through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Reliable e-mail: queue with queueEmail inside the action's transaction, then call outbox.notify(). */
  outbox: Outbox;
  /** Push alerts (decision 032): queue inside the action's transaction, then call pushOutbox.notify(). */
  pushOutbox: PushOutbox;
  now: () => Date;
  /**
   * The ratings job: rewrites every rating, once across instances, when a transaction asked for it (requestRatings);
   * call `notify()` after that transaction commits.
   */
  ratingsRefresh: PeriodicJob;
  rateLimits: RateLimitSettings;
  /** Live events of contests: in-process, or shared by every instance through Redis. */
  events: EventBus;
  eventStream: EventStreamSettings;
  /** The database's health as last probed (every second), for the health endpoints. */
  health: HealthProbe;
  /** Prometheus metrics of this instance (served on METRICS_PORT by server.ts). */
  metrics: AppMetrics;
  /** Lets Parse Race Card From URL fetch loopback addresses (other private ranges stay refused); tests only. */
  allowPrivateAddresses: boolean;
  /** Parse Race Card From URL's deadline for the whole fetch; tests shorten it. */
  raceCardFetchTimeoutMs: number;
}

export interface SessionAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isLocked: boolean;
  isAdministrator: boolean;
  photoPath: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    account: SessionAccount | null;
    sessionId: number | null;
    /**
     * A token was sent but opens no session: 'ended' when it is malformed, unknown or expired, 'locked' when its
     * account is locked (the 401 then says so); null otherwise.
     */
    tokenRejected: 'ended' | 'locked' | null;
  }
}
