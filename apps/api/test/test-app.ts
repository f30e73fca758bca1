import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Mailer, MailMessage } from '../src/lib/mail-delivery';
import type { RateLimitSettings } from '../src/lib/rate-limit-settings';
import type { OutboxSettings } from '../src/modules/email/outbox';
import type { PushOutboxSettings } from '../src/modules/push/push-outbox';
import { openTestDatabase } from './test-database';

export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
}

export function capturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

export interface TestApp {
  app: App;
  database: Database;
  mailer: CapturingMailer;
  clock: { now: Date };
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimitSettings>;
  allowPrivateAddresses?: boolean;
  raceCardFetchTimeoutMs?: number;
  /** Queued e-mail is delivered inline (before the call that queued it answers) unless a test says otherwise. */
  outbox?: Partial<OutboxSettings>;
  /** The reminders job runs only when a test calls it (queueDueReminders), unless a test says otherwise. */
  reminders?: BuildAppOptions['reminders'];
  /** Queued push alerts are sent inline unless a test says otherwise (push is on only with VAPID_* in `env`). */
  pushOutbox?: Partial<PushOutboxSettings>;
  /** The race-closing alerts job runs only when a test calls it (queueRaceClosingAlerts). */
  raceClosingAlerts?: BuildAppOptions['raceClosingAlerts'];
  /** The post-time closer runs only when a test calls it (announceRacesPastPost), unless a test says otherwise. */
  postTimeCloser?: BuildAppOptions['postTimeCloser'];
  /** The certificate of a local HTTPS push service the test runs. */
  pushServiceCa?: string;
  /** The ratings job runs inline (before the call that asked for it answers) unless a test says otherwise. */
  ratingsRefresh?: BuildAppOptions['ratingsRefresh'];
  /** Another mailer than the capturing one (e.g. SMTP to a test server); `mailer.sent` then stays empty. */
  mailer?: Mailer;
  onRoute?: BuildAppOptions['onRoute'];
  /** A logger for the tests that read what the server logs (none by default). */
  logger?: BuildAppOptions['logger'];
  /** Shorter request timeouts and live-event stream settings (caps per IP and per session) for the tests of them. */
  requestTimeoutMs?: number;
  eventStream?: BuildAppOptions['eventStream'];
  /** A folder holding a built web app to serve (index.html, assets/); none by default. */
  webRoot?: string;
  /** The database to use instead of a fresh test database: another app's, for a second instance over it, or one
   * the test starts and stops itself (closed by its owner, not by this app). */
  database?: Database;
  healthProbe?: BuildAppOptions['healthProbe'];
}

/**
 * The real application over a fresh database, with a capturing mailer and a clock tests can move. E-mail goes
 * through the outbox as in production, delivered inline, so `mailer.sent` holds it once the call has answered.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const mailer = capturingMailer();
  const clock = { now: new Date() };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/cj-test-data',
    PUBLIC_URL: 'http://cj.test',
    HARNESS_HOSTS: 'harness.test',
    HARNESS_PUBLIC_URL: 'http://harness.test',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? mailer,
    outbox: { mode: 'inline', ...options.outbox },
    reminders: { mode: 'manual', ...options.reminders },
    pushOutbox: { mode: 'inline', ...options.pushOutbox },
    raceClosingAlerts: { mode: 'manual', ...options.raceClosingAlerts },
    postTimeCloser: { mode: 'manual', ...options.postTimeCloser },
    pushServiceCa: options.pushServiceCa,
    ratingsRefresh: { mode: 'inline', ...options.ratingsRefresh },
    now: () => clock.now,
    rateLimits: { enabled: false, ...options.rateLimits },
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    raceCardFetchTimeoutMs: options.raceCardFetchTimeoutMs,
    onRoute: options.onRoute,
    logger: options.logger,
    requestTimeoutMs: options.requestTimeoutMs,
    eventStream: options.eventStream,
    webRoot: options.webRoot ?? null,
    healthProbe: options.healthProbe,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** One app per test file: built before the first test, closed after the last. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
