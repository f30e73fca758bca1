import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { type Config, trustProxyOption } from './config';
import type { Database } from './db/client';
import type { EventStreamSettings } from './lib/event-stream-settings';
import { createEventBus } from './lib/events/create-event-bus';
import { createHealthProbe, defaultHealthProbe, type HealthProbeSettings } from './lib/health-probe';
import { withLogHygiene } from './lib/log-hygiene';
import type { Mailer } from './lib/mail-delivery';
import { createAppMetrics } from './lib/metrics/app-metrics';
import { createPeriodicJob, type PeriodicJobSettings } from './lib/periodic-job';
import type { RateLimitSettings } from './lib/rate-limit-settings';
import { accountAdminRoutes } from './modules/account-admin/routes';
import { accountRoutes } from './modules/accounts/routes';
import { lookUpSession } from './modules/accounts/session-service';
import { adAdminRoutes } from './modules/ads/admin-routes';
import { adRoutes } from './modules/ads/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { auditRoutes } from './modules/audit/routes';
import { chatRoutes } from './modules/chat/routes';
import { contestRaceAdminRoutes } from './modules/contest-admin/contest-race-routes';
import { contestAdminRoutes } from './modules/contest-admin/routes';
import { contestSetupRoutes } from './modules/contest-admin/setup-routes';
import { defaultEventStreamSettings } from './modules/contest-events/event-stream';
import { contestEventRoutes } from './modules/contest-events/routes';
import { contestRoutes } from './modules/contests/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createMailer } from './modules/email/mailer';
import { createOutbox, type OutboxSettings } from './modules/email/outbox';
import { emailRoutes } from './modules/email/routes';
import { emailPreferenceRoutes } from './modules/email-preferences/routes';
import { pruneIdempotencyKeys } from './modules/idempotency/service';
import { playerAdminRoutes } from './modules/player-admin/routes';
import { playerRoutes } from './modules/players/routes';
import { playRoutes } from './modules/plays/routes';
import { prizeRoutes } from './modules/prizes/routes';
import { profileRoutes } from './modules/profile/routes';
import { queueRaceClosingAlerts } from './modules/push/alerts';
import { createPushOutbox, type PushOutboxSettings } from './modules/push/push-outbox';
import { pushRoutes } from './modules/push/routes';
import { createPushSender } from './modules/push/sender';
import { vapidKeysOf } from './modules/push/settings';
import { raceCardRoutes } from './modules/race-cards/routes';
import { DEFAULT_FETCH_LIMITS } from './modules/race-cards/url-fetch';
import { raceDayRoutes } from './modules/race-day/routes';
import { createRaceRoutes } from './modules/races/create-race-routes';
import {
  announceRacesPastPost,
  POST_TIME_CLOSER_MAX_WAIT_MS,
  untilNextPostTime,
} from './modules/races/post-time-closer';
import { raceRoutes } from './modules/races/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { refreshRatingsIfRequested } from './modules/ratings/service';
import { queueDueReminders } from './modules/reminders/service';
import { resultRoutes } from './modules/results/routes';
import { runnerRoutes } from './modules/runners/routes';
import { shareCardRoutes } from './modules/share-cards/routes';
import { sponsorRoutes } from './modules/sponsors/routes';
import { systemRoutes } from './modules/system/routes';
import { trackRoutes } from './modules/tracks/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { winnerRoutes } from './modules/winners/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { defaultRateLimits, rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { testClockPlugin, withRequestOffset } from './plugins/test-clock';
import { notFoundHandler, serveWebApp } from './plugins/web-pages';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Tests deliver queued e-mail inline or step by step instead of the background worker. */
  outbox?: Partial<OutboxSettings>;
  /** How the reminders job runs: every minute in the background by default; tests run it by hand. */
  reminders?: Partial<PeriodicJobSettings>;
  /** Tests send queued push alerts inline or step by step instead of the background worker. */
  pushOutbox?: Partial<PushOutboxSettings>;
  /** How the race-closing alerts job runs: every minute in the background by default; tests run it by hand. */
  raceClosingAlerts?: Partial<PeriodicJobSettings>;
  /**
   * How the post-time closer runs: in the background, woken at each race's post time (at most 30 s apart); tests
   * run it by hand (announceRacesPastPost).
   */
  postTimeCloser?: Partial<PeriodicJobSettings>;
  /** Tests only: the certificate of the local HTTPS push service the tests run, trusted by the push sender. */
  pushServiceCa?: string;
  /** How the ratings job runs: woken after a commit that asked for it (and every minute); tests run it inline. */
  ratingsRefresh?: Partial<PeriodicJobSettings>;
  /** The hourly pruning of Idempotency-Keys past the day they are kept. */
  idempotencyKeysPruning?: Partial<PeriodicJobSettings>;
  now?: () => Date;
  rateLimits?: Partial<RateLimitSettings>;
  /** Tests shorten the heartbeat or the per-connection buffer of live-event streams. */
  eventStream?: Partial<EventStreamSettings>;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve; null serves only the API. */
  webRoot?: string | null;
  /** Tests only: let Parse Race Card From URL fetch loopback addresses (127.0.0.1), where tests serve fixtures. */
  allowPrivateAddresses?: boolean;
  /** Tests only: a shorter deadline for Parse Race Card From URL's fetch than its 10 seconds. */
  raceCardFetchTimeoutMs?: number;
  /** Tests only: sees every route as it is added (the permission test reads each route's guard). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a client may take to send a whole request (headers and body); tests shorten it. */
  requestTimeoutMs?: number;
  /** How often and how patiently the database is probed for the health endpoints. */
  healthProbe?: Partial<HealthProbeSettings>;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** How often an instance looks for contests whose reminders are due (REMINDER_LEAD_MINUTES before first post). */
const REMINDERS_EVERY_MS = 60_000;
/** Keys are kept a day at least (decision 056): pruned within the hour after. */
const IDEMPOTENCY_KEYS_PRUNED_EVERY_MS = 60 * 60_000;
/** How often an instance looks for races closing within 10 minutes (push alerts to players with no play). */
const RACE_CLOSING_EVERY_MS = 60_000;
/** How often an instance looks for a ratings refresh asked for but not done (its own are done when asked). */
const RATINGS_REFRESH_EVERY_MS = 60_000;
/**
 * A client that has not sent its whole request (headers and body) within this long gets 408 and is closed, so a
 * body trickled in one byte at a time cannot hold a connection. Time spent answering does not count: a live-event
 * stream, whose request is complete at once, stays open.
 */
const REQUEST_TIMEOUT_MS = 30_000;
/** Node checks the request timeout at this interval, so a late client is closed within timeout + interval. */
const timeoutCheckInterval = (timeoutMs: number) => Math.max(50, Math.min(5_000, Math.round(timeoutMs / 4)));

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: withLogHygiene(options.logger ?? false),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout,
    // Given to node:http at creation too, with a headers timeout no longer than it: set only afterwards (as Fastify
    // does) beside Node's 60 s headers timeout, a slowly sent body was not cut off (checked on Node 20).
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: timeoutCheckInterval(requestTimeout),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const clock = options.now ?? (() => new Date());
  const now = config.TEST_CLOCK ? withRequestOffset(clock) : clock;
  database.reportConnectionErrorsTo?.((error) =>
    app.log.warn({ err: error }, 'PostgreSQL ended an idle connection (the pool connects again when needed)'),
  );
  const events = await createEventBus(config, app.log);
  const vapidKeys = vapidKeysOf(config);
  const allowPrivateAddresses = options.allowPrivateAddresses ?? false;
  const ratingsRefresh = createPeriodicJob({
    name: 'ratings refresh',
    run: () => refreshRatingsIfRequested(database.db),
    settings: { mode: 'background', everyMs: RATINGS_REFRESH_EVERY_MS, ...options.ratingsRefresh },
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    mailer,
    outbox: createOutbox({ db: database.db, mailer, now, log: app.log, settings: options.outbox }),
    pushOutbox: createPushOutbox({
      db: database.db,
      sender: vapidKeys
        ? createPushSender({
            keys: vapidKeys,
            allowLoopback: allowPrivateAddresses,
            ca: options.pushServiceCa,
          })
        : null,
      now,
      log: app.log,
      settings: options.pushOutbox,
    }),
    now,
    ratingsRefresh,
    rateLimits: {
      ...defaultRateLimits,
      ...(config.RATE_LIMITS ? {} : { enabled: false }),
      ...options.rateLimits,
    },
    events,
    eventStream: {
      ...defaultEventStreamSettings,
      // RATE_LIMITS=off (local browser tests, benchmarks opening hundreds of streams from one address) lifts the
      // caps on live-event streams too.
      ...(config.RATE_LIMITS
        ? {}
        : { maxPerIp: Number.POSITIVE_INFINITY, maxPerSession: Number.POSITIVE_INFINITY }),
      ...options.eventStream,
    },
    health: createHealthProbe({
      ping: (timeoutMs) => database.ping(timeoutMs),
      settings: { ...defaultHealthProbe, ...options.healthProbe },
      log: app.log,
    }),
    metrics: createAppMetrics({
      db: database.db,
      pool: database.pool,
      events,
      processDefaults: config.METRICS_PORT !== undefined,
    }),
    allowPrivateAddresses,
    raceCardFetchTimeoutMs: options.raceCardFetchTimeoutMs ?? DEFAULT_FETCH_LIMITS.timeoutMs,
  };
  await app.register(fp(async (instance) => void instance.decorate('ctx', ctx), { name: 'context' }));
  await app.register(metricsPlugin);

  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { lookUpSession });
  await app.register(rateLimitsPlugin);
  if (config.TEST_CLOCK) await app.register(testClockPlugin);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(accountRoutes);
      await api.register(raceRoutes);
      await api.register(resultRoutes);
      await api.register(ratingRoutes);
      await api.register(playRoutes);
      await api.register(contestRoutes);
      await api.register(playerRoutes);
      await api.register(shareCardRoutes);
      await api.register(emailPreferenceRoutes);
      await api.register(emailRoutes);
      await api.register(pushRoutes);
      await api.register(winnerRoutes);
      await api.register(adRoutes);
      await api.register(adAdminRoutes);
      await api.register(analyticsRoutes);
      await api.register(trackRoutes);
      await api.register(raceCardRoutes);
      await api.register(createRaceRoutes);
      await api.register(runnerRoutes);
      await api.register(contestAdminRoutes);
      await api.register(contestRaceAdminRoutes);
      await api.register(contestSetupRoutes);
      await api.register(prizeRoutes);
      await api.register(playerAdminRoutes);
      await api.register(sponsorRoutes);
      await api.register(profileRoutes);
      await api.register(accountAdminRoutes);
      await api.register(dashboardRoutes);
      await api.register(raceDayRoutes);
      await api.register(auditRoutes);
      await api.register(chatRoutes);
      await api.register(contestEventRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadRoutes);

  const webServed = options.webRoot ? await serveWebApp(app, options.webRoot) : false;
  app.setNotFoundHandler(notFoundHandler(webServed));
  const reminders = createPeriodicJob({
    name: 'contest reminders',
    run: () => queueDueReminders(ctx),
    settings: { mode: 'background', everyMs: REMINDERS_EVERY_MS, ...options.reminders },
    log: app.log,
  });
  const raceClosingAlerts = createPeriodicJob({
    name: 'race closing alerts',
    run: () => queueRaceClosingAlerts(ctx),
    settings: { mode: 'background', everyMs: RACE_CLOSING_EVERY_MS, ...options.raceClosingAlerts },
    log: app.log,
  });
  const postTimeCloser = createPeriodicJob({
    name: 'post-time closer',
    run: () => announceRacesPastPost(ctx),
    settings: { mode: 'background', everyMs: POST_TIME_CLOSER_MAX_WAIT_MS, ...options.postTimeCloser },
    log: app.log,
    nextRunInMs: (pass) => untilNextPostTime(pass, ctx.now()),
  });
  const idempotencyKeysPruning = createPeriodicJob({
    name: 'idempotency keys pruning',
    run: () => pruneIdempotencyKeys(ctx, ctx.now()),
    settings: {
      mode: 'background',
      everyMs: IDEMPOTENCY_KEYS_PRUNED_EVERY_MS,
      ...options.idempotencyKeysPruning,
    },
    log: app.log,
  });
  app.addHook('onReady', async () => {
    // A pool that cannot open now (the database down at start) opens as requests come, as it would unwarmed.
    await database.warm?.().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not open the database pool before the first requests');
    });
    await ctx.health.start();
    ctx.outbox.start();
    ctx.pushOutbox.start();
    reminders.start();
    raceClosingAlerts.start();
    postTimeCloser.start();
    ratingsRefresh.start();
    idempotencyKeysPruning.start();
  });
  app.addHook('onClose', async () => {
    // The jobs first: a run in progress queues messages the outboxes then still deliver.
    await reminders.stop();
    await raceClosingAlerts.stop();
    await postTimeCloser.stop();
    await ratingsRefresh.stop();
    await idempotencyKeysPruning.stop();
    await ctx.outbox.stop();
    await ctx.pushOutbox.stop();
    await ctx.mailer.close();
    await ctx.health.stop();
  });
  app.addHook('onClose', async () => ctx.events.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
