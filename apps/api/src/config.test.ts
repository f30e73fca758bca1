import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH_TEST_ENV } from '../test/push-service';
import { ConfigError, loadConfig, TRUST_PROXY_TRUE_WARNING, trustProxyOption } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/app', 'data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.HARNESS_HOSTS).toEqual([]);
    expect(config.BRAND_NAME).toBe('Contest Jockey');
    expect(config.HARNESS_BRAND_NAME).toBe('Harness Jockey');
    expect(config.RATE_LIMITS).toBe(true);
    expect(config.SEED_DEMO_DATA).toBe('auto');
    expect(config.MIGRATE_ON_START).toBe(true);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      HARNESS_HOSTS: ' Harness.Example ,www.harness.example,',
      RATE_LIMITS: 'off',
      MIGRATE_ON_START: 'false',
    });
    expect(config.HARNESS_HOSTS).toEqual(['harness.example', 'www.harness.example']);
    expect(config.RATE_LIMITS).toBe(false);
    expect(config.MIGRATE_ON_START).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://root@127.0.0.1/contestjockey'],
    ['REDIS_URL', 'nope'],
    ['SMTP_URL', '::'],
    ['PUBLIC_URL', 'localhost without scheme'],
    ['CONTACT_EMAIL', 'not-an-email'],
    ['HARNESS_CONTACT_EMAIL', 'not-an-email'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '1.5'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0/8'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', 'fd00::/129'],
    ['SEED_DEMO_DATA', 'maybe'],
    ['MIGRATE_ON_START', 'no'],
    ['LOG_LEVEL', 'loud'],
    ['METRICS_PORT', 'nine'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', '-1'],
    ['REMINDER_LEAD_MINUTES', 'soon'],
    ['REMINDER_LEAD_MINUTES', '0'],
    ['REMINDER_LEAD_MINUTES', '12.5'],
    ['REMINDER_LEAD_MINUTES', '10081'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '50'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['REDIS_TIMEOUT_MS', 'fast'],
    ['REDIS_TIMEOUT_MS', '5'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("keeps pg's pool of 10 and a 5 s wait for a connection unless DATABASE_POOL_SIZE and DATABASE_CONNECT_TIMEOUT_MS say otherwise", () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_POOL_SIZE: 10, DATABASE_CONNECT_TIMEOUT_MS: 5_000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '25', DATABASE_CONNECT_TIMEOUT_MS: '2000' })).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      DATABASE_CONNECT_TIMEOUT_MS: 2_000,
    });
  });

  it('reads TRUST_PROXY as nobody, a number of hops, or proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,FD00::/8' }).TRUST_PROXY).toEqual(['::1', 'fd00::/8']);
    expect(loadConfig({}).warnings).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '1' }).warnings).toEqual([]);
  });

  it('reads TRUST_PROXY=true as one hop, with a warning to log at start', () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.warnings).toEqual([TRUST_PROXY_TRUE_WARNING]);
  });

  it('says what TRUST_PROXY takes when it is none of them', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY: TRUST_PROXY must be false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.5)',
    );
  });

  it('gives Fastify hops as a function trusting only the nearest ones', () => {
    const trust = trustProxyOption(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('198.51.100.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('reminds players an hour before a first post unless REMINDER_LEAD_MINUTES says otherwise', () => {
    expect(loadConfig({}).REMINDER_LEAD_MINUTES).toBe(60);
    expect(loadConfig({ REMINDER_LEAD_MINUTES: '90' }).REMINDER_LEAD_MINUTES).toBe(90);
  });

  it('gives Redis 250 ms a command and the pool 10 connections unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ REDIS_TIMEOUT_MS: 250, DATABASE_POOL_SIZE: 10 });
    expect(loadConfig({ REDIS_TIMEOUT_MS: '500', DATABASE_POOL_SIZE: '40' })).toMatchObject({
      REDIS_TIMEOUT_MS: 500,
      DATABASE_POOL_SIZE: 40,
    });
  });

  it('turns the test clock on only for NODE_ENV=test', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'on' }).TEST_CLOCK).toBe(true);
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, TEST_CLOCK: 'on', EMAIL_LINK_SECRET: 'x'.repeat(32) })).toThrow(
        'TEST_CLOCK: TEST_CLOCK=on is only for NODE_ENV=test',
      );
    }
    expect(() => loadConfig({ TEST_CLOCK: 'yes' })).toThrow('TEST_CLOCK must be on or off');
  });

  it('takes a PostgreSQL URL in either spelling and says which ones it takes', () => {
    for (const scheme of ['postgres', 'postgresql']) {
      const url = `${scheme}://cj:secret@db:5432/contestjockey`;
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/x' })).toThrow(
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('serves metrics only when METRICS_PORT is set, on a port of their own', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: METRICS_PORT must differ from PORT: metrics are never served on the public port',
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: .*differ from PORT/);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });
});

describe('bootstrap administrator settings', () => {
  it('takes an e-mail and a password together', () => {
    const config = loadConfig({
      BOOTSTRAP_ADMIN_EMAIL: 'Boss@Example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'long-enough-secret',
    });
    expect(config.BOOTSTRAP_ADMIN_EMAIL).toBe('boss@example.com');
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /BOOTSTRAP_ADMIN_PASSWORD: .*go together/,
    );
    expect(() =>
      loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'boss@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'short' }),
    ).toThrow(/BOOTSTRAP_ADMIN_PASSWORD: .*at least 12/);
  });
});

describe('EMAIL_LINK_SECRET', () => {
  const secret = 'a-long-random-secret-of-32-chars!';

  it('is required in production and at least 32 characters anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/EMAIL_LINK_SECRET: .*required/);
    expect(loadConfig({ NODE_ENV: 'production', EMAIL_LINK_SECRET: secret }).EMAIL_LINK_SECRET).toBe(secret);
    expect(() => loadConfig({ EMAIL_LINK_SECRET: 'too-short' })).toThrow(/EMAIL_LINK_SECRET: .*at least 32/);
  });

  it('may be unset outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', EMAIL_LINK_SECRET: ' ' }).EMAIL_LINK_SECRET).toBeUndefined();
  });
});

describe('VAPID keys (push alerts)', () => {
  const keys = PUSH_TEST_ENV;

  it('leaves push off when none is set, blank counting as unset', () => {
    const config = loadConfig({ VAPID_PUBLIC_KEY: ' ', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' });
    expect(config.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(config.VAPID_SUBJECT).toBeUndefined();
  });

  it('takes all three together', () => {
    expect(loadConfig(keys)).toMatchObject(keys);
  });

  it.each(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)(
    'refuses a partial set without %s',
    (missing) => {
      expect(() => loadConfig({ ...keys, [missing]: '' })).toThrow(
        /VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together/,
      );
    },
  );

  it('trusts a local push service only in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_PUSH_SERVICE_CA: 'cert.pem' }).TEST_PUSH_SERVICE_CA).toBe(
      'cert.pem',
    );
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_PUSH_SERVICE_CA: 'cert.pem' })).toThrow(
      /TEST_PUSH_SERVICE_CA: .*only for NODE_ENV=test/,
    );
  });

  it('names a malformed key or subject', () => {
    expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PUBLIC_KEY: .*87 characters/,
    );
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'abc' })).toThrow(
      /VAPID_PRIVATE_KEY: .*43 characters/,
    );
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'support@example.com' })).toThrow(
      /VAPID_SUBJECT: .*mailto: or https:/,
    );
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'x' })).toThrow(ConfigError);
  });
});
