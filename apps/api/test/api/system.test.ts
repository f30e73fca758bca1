import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test-app';

const t = useTestApp({
  env: {
    CONTACT_EMAIL: 'help@example.com',
    HARNESS_CONTACT_EMAIL: 'help@harness.example.com',
    SOCIAL_X_URL: 'https://x.com/contestjockey',
  },
});

/**
 * Helmet's headers with the site's Content-Security-Policy, to the letter: a looser policy fails here. Scripts may
 * also run with the answer's own nonce (a rendered page's inline scripts carry it), a new one for every answer.
 */
const NONCE = "'nonce-<answer>'";
const SECURITY_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: https:",
    "object-src 'none'",
    `script-src 'self' ${NONCE}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self' https:",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('system routes', () => {
  it('GET /api/health answers ok when the database answers (no Redis configured: off)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
  });

  it('GET /api/health/ready and /api/health answer 503 once the probe finds the database gone; live stays 200', async () => {
    const own = await createTestApp({ healthProbe: { everyMs: 20 } });
    try {
      await own.database.close();
      await expect
        .poll(async () => (await own.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode, {
          timeout: 5_000,
        })
        .toBe(503);
      const ready = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'off' });
      const health = await own.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'down', database: 'down', redis: 'off' });
      const live = await own.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
    } finally {
      await own.app.close();
    }
  });

  it('GET /api/health/ready answers ready and /api/health/live live while the database answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'off' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
  });

  it('GET /api/site brands by host: harness hosts get property 2', async () => {
    const main = (
      await t.app.inject({ method: 'GET', url: '/api/site', headers: { host: 'cj.test' } })
    ).json();
    expect(main).toMatchObject({
      productName: 'Contest Jockey',
      property: 1,
      isHarness: false,
      contactEmail: 'help@example.com',
    });
    expect(main.socialLinks).toEqual([{ name: 'X', url: 'https://x.com/contestjockey' }]);
    const harness = (
      await t.app.inject({ method: 'GET', url: '/api/site', headers: { host: 'HARNESS.test:8080' } })
    ).json();
    expect(harness).toMatchObject({
      productName: 'Harness Jockey',
      property: 2,
      isHarness: true,
      contactEmail: 'help@harness.example.com',
    });
    expect(harness.sisterSite).toEqual({ productName: 'Contest Jockey', url: 'http://cj.test' });
  });

  it("gives the harness brand the thoroughbred brand's contact address when HARNESS_CONTACT_EMAIL is unset", async () => {
    const own = await createTestApp({ env: { CONTACT_EMAIL: 'help@example.com' } });
    try {
      const harness = (
        await own.app.inject({ method: 'GET', url: '/api/site', headers: { host: 'harness.test' } })
      ).json();
      expect(harness).toMatchObject({ isHarness: true, contactEmail: 'help@example.com' });
    } finally {
      await own.app.close();
      await own.database.close();
    }
  });

  it('serves the OpenAPI document generated from the schemas at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/account/signup', '/api/account/login', '/api/health']),
    );
    expect(doc.paths['/api/account/signup'].post.requestBody).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sets the same security headers on every answer, unknown routes and refusals included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'POST', url: '/api/account/login', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400]);
    const nonces = new Set<string>();
    for (const answer of answers) {
      const policy = String(answer.headers['content-security-policy']);
      const nonce = /'nonce-([0-9a-f-]{36})'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce ?? '');
      const sent = Object.fromEntries(
        Object.keys(SECURITY_HEADERS).map((name) => [name, answer.headers[name]]),
      );
      expect({ ...sent, 'content-security-policy': policy.replace(`'nonce-${nonce}'`, NONCE) }).toEqual(
        SECURITY_HEADERS,
      );
    }
    expect(nonces.size).toBe(answers.length);
  });
});
