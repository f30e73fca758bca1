import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** pg's own default pool size, kept when DATABASE_POOL_SIZE is unset. */
export const DEFAULT_POOL_SIZE = 10;
/** Long enough for a connection under load, short enough that a host dropping packets gets a 503 soon. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ error: `${name} must be a URL` }).optional());

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const socialLink = (name: string) => optionalUrl(name);

/** A text setting where blank counts as unset. */
const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

/** A whole number within bounds, the message naming the variable and its range. */
const wholeNumber = (name: string, unit: string, min: number, max: number) => {
  const error = `${name} must be a whole number of ${unit} (${min} to ${max})`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** Who may set X-Forwarded-For: nobody, the nearest `hops` proxies, or proxies at these addresses or ranges. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.5)';

const isAddressOrRange = (item: string) => {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * The TRUST_PROXY setting, or undefined when it is none of the forms. `true` used to trust the whole forwarded
 * chain, so any client could choose its own address; it now means the one proxy in front.
 */
function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const items = value.split(',').map((item) => item.trim());
  return items.every(isAddressOrRange) ? items : undefined;
}

/**
 * Fastify's `trustProxy` option for the setting. Fastify reads a bare number as "trust nobody", so hops are given as
 * the function proxy-addr calls for each address, nearest first.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL').refine((url) => !url || /^postgres(ql)?:\/\//i.test(url), {
    error: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
  }),
  /** Connections each instance keeps to PostgreSQL at most; instances × this must stay below max_connections. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000' })
    .int({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000' })
    .min(1, { error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000' })
    .max(1000, { error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000' })
    .default(DEFAULT_POOL_SIZE),
  /** How long a query waits for a PostgreSQL connection (a new one, or a free one from the pool) before a 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000' })
    .int({ error: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000' })
    .min(100, {
      error: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000',
    })
    .max(60_000, {
      error: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000',
    })
    .default(DEFAULT_CONNECT_TIMEOUT_MS),
  REDIS_URL: optionalUrl('REDIS_URL'),
  /** The Redis pub/sub channel of live events: one per deployment (instances of one deployment share it). */
  REDIS_EVENTS_CHANNEL: z.string().trim().min(1).default('cj-contest-events'),
  /**
   * How long any Redis command (and a connection attempt) may take before the caller goes on without Redis: a hung
   * Redis then falls back like a dead one.
   */
  REDIS_TIMEOUT_MS: wholeNumber('REDIS_TIMEOUT_MS', 'milliseconds', 10, 10_000).default(250),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Contest Jockey <no-reply@contestjockey.local>'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  HARNESS_HOSTS: list,
  HARNESS_PUBLIC_URL: optionalUrl('HARNESS_PUBLIC_URL'),
  CONTACT_EMAIL: z
    .email({ error: 'CONTACT_EMAIL must be an e-mail address' })
    .default('support@contestjockey.com'),
  /** The harness brand's contact address (footer, rules); CONTACT_EMAIL when unset. */
  HARNESS_CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email({ error: 'HARNESS_CONTACT_EMAIL must be an e-mail address' }).optional()),
  BRAND_NAME: z.string().trim().min(1).default('Contest Jockey'),
  HARNESS_BRAND_NAME: z.string().trim().min(1).default('Harness Jockey'),
  SOCIAL_FACEBOOK_URL: socialLink('SOCIAL_FACEBOOK_URL'),
  SOCIAL_X_URL: socialLink('SOCIAL_X_URL'),
  SOCIAL_INSTAGRAM_URL: socialLink('SOCIAL_INSTAGRAM_URL'),
  SOCIAL_YOUTUBE_URL: socialLink('SOCIAL_YOUTUBE_URL'),
  /** Fastify's `trustProxy`: false, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }
      return trust;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['auto', 'true', 'false'], { error: 'SEED_DEMO_DATA must be auto, true or false' })
    .default('auto'),
  /** `false` when a release step runs `npm run admin -- migrate`: the instance then only checks the schema is current. */
  MIGRATE_ON_START: z
    .enum(['true', 'false'], { error: 'MIGRATE_ON_START must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  BOOTSTRAP_ADMIN_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email({ error: 'BOOTSTRAP_ADMIN_EMAIL must be an e-mail address' }).optional()),
  BOOTSTRAP_ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.string().min(12, { error: 'BOOTSTRAP_ADMIN_PASSWORD must be at least 12 characters' }).optional(),
    ),
  RATE_LIMITS: z
    .enum(['on', 'off'], { error: 'RATE_LIMITS must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
  /**
   * Browser stories move time per request (X-Test-Clock-Offset-Ms, plugins/test-clock.ts); only with
   * NODE_ENV=test.
   */
  TEST_CLOCK: z
    .enum(['on', 'off'], { error: 'TEST_CLOCK must be on or off' })
    .default('off')
    .transform((value) => value === 'on'),
  /** Signs unsubscribe links (HMAC); required in production. Elsewhere, unset means one kept in DATA_DIR. */
  EMAIL_LINK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, { error: 'EMAIL_LINK_SECRET must be at least 32 characters' }).optional()),
  /** How long before a contest's first post its players with races still unpicked are e-mailed a reminder. */
  REMINDER_LEAD_MINUTES: z.coerce
    .number({ error: 'REMINDER_LEAD_MINUTES must be a whole number of minutes (1 to 10080)' })
    .int({ error: 'REMINDER_LEAD_MINUTES must be a whole number of minutes (1 to 10080)' })
    .min(1, { error: 'REMINDER_LEAD_MINUTES must be a whole number of minutes (1 to 10080)' })
    .max(10_080, { error: 'REMINDER_LEAD_MINUTES must be a whole number of minutes (1 to 10080)' })
    .default(60),
  /**
   * Web Push (decision 032): the site's VAPID key pair (base64url, `npx web-push generate-vapid-keys`) and
   * its contact (a mailto: or https: address). All three or none; with none, push alerts are off.
   */
  VAPID_PUBLIC_KEY: optionalText().refine((value) => !value || /^B[A-Za-z0-9_-]{86}$/.test(value), {
    error: 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters, as web-push prints it)',
  }),
  VAPID_PRIVATE_KEY: optionalText().refine((value) => !value || /^[A-Za-z0-9_-]{43}$/.test(value), {
    error:
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters, as web-push prints it)',
  }),
  VAPID_SUBJECT: optionalText().refine((value) => !value || /^(mailto:|https:\/\/)\S+$/i.test(value), {
    error: 'VAPID_SUBJECT must be a mailto: or https:// address',
  }),
  /**
   * Browser stories only (NODE_ENV=test): the PEM file of a local HTTPS push service's certificate. The push sender
   * trusts it, and push endpoints on loopback are accepted, as in the API tests.
   */
  TEST_PUSH_SERVICE_CA: optionalText(),
  /** Prometheus metrics at /metrics on this port (a listener of its own); unset: no metrics. */
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, { error: 'METRICS_PORT must be a port number (0 to 65535)' })
        .transform(Number)
        .pipe(z.number().max(65535, { error: 'METRICS_PORT must be a port number (0 to 65535)' }))
        .optional(),
    ),
});

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** Settings that work but not as their name suggests; logged once at start. */
  warnings: string[];
};

export const TRUST_PROXY_TRUE_WARNING =
  "TRUST_PROXY=true trusts one proxy hop (the nearest X-Forwarded-For entry), not the whole chain; set the number of hops or the proxies' addresses to say so.";

const bootstrapPair = (config: z.infer<typeof ConfigSchema>) =>
  Boolean(config.BOOTSTRAP_ADMIN_EMAIL) === Boolean(config.BOOTSTRAP_ADMIN_PASSWORD);

/** Port 0 (any free port) may be asked for both; a fixed port cannot serve the API and the metrics at once. */
const metricsApart = (config: z.infer<typeof ConfigSchema>) =>
  config.METRICS_PORT === undefined || config.METRICS_PORT === 0 || config.METRICS_PORT !== config.PORT;

/** Production signs unsubscribe links with a secret it is given, the same on every instance. */
const linkSecretInProduction = (config: z.infer<typeof ConfigSchema>) =>
  config.NODE_ENV !== 'production' || config.EMAIL_LINK_SECRET !== undefined;

/** The test clock lets a request choose the time: never outside tests. */
const testClockInTestsOnly = (config: z.infer<typeof ConfigSchema>) =>
  !config.TEST_CLOCK || config.NODE_ENV === 'test';

const VAPID_KEYS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** Push is configured whole or not at all: a half-set key pair is a mistake, not a choice to turn push off. */
const vapidWholeOrNone = (config: z.infer<typeof ConfigSchema>) => {
  const set = VAPID_KEYS.filter((key) => config[key] !== undefined).length;
  return set === 0 || set === VAPID_KEYS.length;
};

/** Trusting a local push service is for browser stories only. */
const testPushServiceInTestsOnly = (config: z.infer<typeof ConfigSchema>) =>
  !config.TEST_PUSH_SERVICE_CA || config.NODE_ENV === 'test';

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.refine(bootstrapPair, {
    path: ['BOOTSTRAP_ADMIN_PASSWORD'],
    message: 'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
  })
    .refine(metricsApart, {
      path: ['METRICS_PORT'],
      message: 'METRICS_PORT must differ from PORT: metrics are never served on the public port',
    })
    .refine(linkSecretInProduction, {
      path: ['EMAIL_LINK_SECRET'],
      message: 'EMAIL_LINK_SECRET is required when NODE_ENV=production (at least 32 characters)',
    })
    .refine(vapidWholeOrNone, {
      path: ['VAPID_PUBLIC_KEY'],
      message:
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three, or none to turn push off',
    })
    .refine(testPushServiceInTestsOnly, {
      path: ['TEST_PUSH_SERVICE_CA'],
      message: 'TEST_PUSH_SERVICE_CA is only for NODE_ENV=test',
    })
    .refine(testClockInTestsOnly, {
      path: ['TEST_CLOCK'],
      message: 'TEST_CLOCK=on is only for NODE_ENV=test',
    })
    .safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was started.
  const base = env.INIT_CWD ?? process.cwd();
  const warnings = env.TRUST_PROXY?.trim().toLowerCase() === 'true' ? [TRUST_PROXY_TRUE_WARNING] : [];
  return { ...result.data, dataDir: path.resolve(base, result.data.DATA_DIR), warnings };
}
