import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '@cj/shared/push';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/push';
import { addMinutes } from '../../src/lib/time';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { browserKeys } from '../push-crypto';
import { PUSH_TEST_ENV } from '../push-service';
import { createTestApp, type TestApp, useTestApp } from '../test-app';

/**
 * Web Push: the site's push key, a browser's subscription (one row per endpoint, tied to the account that last
 * subscribed it, its endpoint held to the race-card fetch's address guard) and the player's alert switches. Built
 * as in production: loopback and private hosts are refused.
 */

const t = useTestApp({ env: PUSH_TEST_ENV });

let pat: TestAccount;
let sam: TestAccount;
beforeAll(async () => {
  pat = await signupAccount(t.app, { firstName: 'Pat' });
  sam = await signupAccount(t.app, { firstName: 'Sam' });
});

let sequence = 0;
/** A browser's PushSubscription JSON, on a public push host (an IP literal: no DNS in tests). */
function subscriptionJson(endpoint = `https://8.8.8.8/push/${sequence++}`) {
  return { endpoint, expirationTime: null, keys: browserKeys().keys };
}

const subscribe = (account: TestAccount | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: account?.headers ?? {},
    payload: payload as object,
  });

const unsubscribe = (account: TestAccount | null, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: account?.headers ?? {},
    payload: { endpoint },
  });

const storedAt = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/key', () => {
  it('answers the VAPID public key to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: { publicKey: PUSH_TEST_ENV.VAPID_PUBLIC_KEY },
    });
  });

  it('is also in GET /api/site, which the web app reads instead', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().pushPublicKey).toBe(PUSH_TEST_ENV.VAPID_PUBLIC_KEY);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the browser’s subscription for the caller, 201', async () => {
    const json = subscriptionJson();
    const response = await subscribe(pat, { ...json, expirationTime: 1_900_000_000_000 });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 201,
      body: { message: PUSH_MESSAGES.subscribed },
    });
    expect(await storedAt(json.endpoint)).toEqual([
      expect.objectContaining({
        accountId: pat.id,
        p256dh: json.keys.p256dh,
        auth: json.keys.auth,
        expiresAt: new Date(1_900_000_000_000),
      }),
    ]);
  });

  it('keeps one row per endpoint: subscribing again updates its keys', async () => {
    const first = subscriptionJson();
    expect((await subscribe(pat, first)).statusCode).toBe(201);
    const again = { ...first, keys: browserKeys().keys };
    expect((await subscribe(pat, again)).statusCode).toBe(201);
    expect(await storedAt(first.endpoint)).toEqual([
      expect.objectContaining({ accountId: pat.id, p256dh: again.keys.p256dh, auth: again.keys.auth }),
    ]);
  });

  it('refuses, 409, an endpoint another account holds, and leaves it with that account and its keys', async () => {
    const pats = subscriptionJson();
    expect((await subscribe(pat, pats)).statusCode).toBe(201);
    const takeover = await subscribe(sam, { ...pats, keys: browserKeys().keys });
    expect({ status: takeover.statusCode, message: takeover.json().message }).toEqual({
      status: 409,
      message: PUSH_MESSAGES.endpointTaken,
    });
    expect(await storedAt(pats.endpoint)).toEqual([
      expect.objectContaining({ accountId: pat.id, p256dh: pats.keys.p256dh, auth: pats.keys.auth }),
    ]);
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} browsers an account: one more drops the one subscribed longest ago`, async () => {
    const lee = await signupAccount(t.app, { firstName: 'Lee' });
    const subscribeLater = async (json: ReturnType<typeof subscriptionJson>) => {
      t.clock.now = addMinutes(t.clock.now, 1);
      expect((await subscribe(lee, json)).statusCode).toBe(201);
    };
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_ACCOUNT }, () => subscriptionJson());
    for (const browser of browsers) await subscribeLater(browser);
    // The first browser subscribes again (the player turned an alert on there): it is now the most recent.
    await subscribeLater(browsers[0]!);
    const newest = subscriptionJson();
    await subscribeLater(newest);
    const endpointsOfLee = (
      await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, lee.id))
        .orderBy(asc(pushSubscriptions.id))
    ).map((row) => row.endpoint);
    expect(endpointsOfLee).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    expect(endpointsOfLee).toEqual(
      [browsers[0]!, ...browsers.slice(2), newest].map((browser) => browser.endpoint),
    );
    // The browser subscribed longest ago is gone.
    expect(await storedAt(browsers[1]!.endpoint)).toEqual([]);
  });

  it('needs a login', async () => {
    const response = await subscribe(null, subscriptionJson());
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 401,
      message: GENERIC_MESSAGES.unauthorized,
    });
  });

  it.each([
    ['no endpoint', { endpoint: undefined }, PUSH_MESSAGES.endpointRequired],
    ['an http endpoint', { endpoint: 'http://8.8.8.8/push/1' }, PUSH_MESSAGES.endpointInvalid],
    [
      'an endpoint with a password',
      { endpoint: 'https://u:p@8.8.8.8/push/1' },
      PUSH_MESSAGES.endpointInvalid,
    ],
    ['an unreadable endpoint', { endpoint: 'https://[zz]/push/1' }, PUSH_MESSAGES.endpointInvalid],
    ['no keys', { keys: undefined }, PUSH_MESSAGES.keysRequired],
    ['a short p256dh', { keys: { p256dh: 'BAAA', auth: 'A'.repeat(22) } }, PUSH_MESSAGES.p256dhInvalid],
    [
      'a long auth',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(30) } },
      PUSH_MESSAGES.authInvalid,
    ],
    ['an expirationTime that is text', { expirationTime: 'soon' }, PUSH_MESSAGES.expirationTimeInvalid],
  ])('refuses %s with 400 and says why', async (_, change, message) => {
    const response = await subscribe(pat, { ...subscriptionJson(), ...change });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message,
    });
  });

  it.each([
    'https://127.0.0.1/push/1',
    'https://[::1]/push/1',
    'https://10.1.2.3/push/1',
    'https://192.168.0.9/push/1',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:127.0.0.1]/push/1',
    'https://localhost/push/1',
  ])('refuses %s: the endpoint must be on a public host', async (endpoint) => {
    const response = await subscribe(pat, subscriptionJson(endpoint));
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: PUSH_MESSAGES.endpointNotPublic,
    });
    expect(await storedAt(endpoint)).toEqual([]);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the caller’s own subscription, 200', async () => {
    const json = subscriptionJson();
    await subscribe(pat, json);
    const response = await unsubscribe(pat, json.endpoint);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: { message: PUSH_MESSAGES.unsubscribed },
    });
    expect(await storedAt(json.endpoint)).toEqual([]);
  });

  it('leaves another account’s subscription alone', async () => {
    const json = subscriptionJson();
    await subscribe(pat, json);
    expect((await unsubscribe(sam, json.endpoint)).statusCode).toBe(200);
    expect(await storedAt(json.endpoint)).toEqual([expect.objectContaining({ accountId: pat.id })]);
  });

  it('needs a login and an endpoint', async () => {
    expect((await unsubscribe(null, 'https://8.8.8.8/push/x')).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: pat.headers,
      payload: {},
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: PUSH_MESSAGES.endpointRequired,
    });
  });
});

describe('/api/push/preferences', () => {
  const put = (account: TestAccount | null, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/push/preferences', headers: account?.headers ?? {}, payload });
  const get = (account: TestAccount | null) =>
    t.app.inject({ method: 'GET', url: '/api/push/preferences', headers: account?.headers ?? {} });

  it('has every alert off until the player turns it on', async () => {
    const fresh = await signupAccount(t.app);
    expect((await get(fresh)).json()).toEqual({
      pickScratched: false,
      raceClosing: false,
      raceFinalized: false,
    });
  });

  it('saves the switches and answers them; they are the caller’s own', async () => {
    const player = await signupAccount(t.app);
    const saved = await put(player, { pickScratched: true, raceClosing: false, raceFinalized: true });
    expect({ status: saved.statusCode, body: saved.json() }).toEqual({
      status: 200,
      body: { pickScratched: true, raceClosing: false, raceFinalized: true },
    });
    expect((await get(player)).json()).toEqual({
      pickScratched: true,
      raceClosing: false,
      raceFinalized: true,
    });
    const changed = await put(player, { pickScratched: false, raceClosing: true, raceFinalized: true });
    expect(changed.json()).toEqual({ pickScratched: false, raceClosing: true, raceFinalized: true });
    expect((await get(sam)).json()).toEqual({
      pickScratched: false,
      raceClosing: false,
      raceFinalized: false,
    });
  });

  it('refuses a missing switch with 400 naming it, and needs a login', async () => {
    const response = await put(pat, { pickScratched: true, raceClosing: 'yes', raceFinalized: false });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: PUSH_MESSAGES.raceClosingRequired,
    });
    expect((await get(null)).statusCode).toBe(401);
    expect(
      (await put(null, { pickScratched: true, raceClosing: true, raceFinalized: true })).statusCode,
    ).toBe(401);
  });
});

describe('with push off (no VAPID keys)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off.close());

  it('GET /api/site says so with no key, so the web app asks no push route', async () => {
    const site = await off.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.statusCode).toBe(200);
    expect(site.json().pushPublicKey).toBeNull();
  });

  it('every push route answers 404 with the shared message', async () => {
    const player = await signupAccount(off.app);
    const requests = [
      { method: 'GET' as const, url: '/api/push/key' },
      { method: 'POST' as const, url: '/api/push/subscriptions', payload: subscriptionJson() },
      {
        method: 'DELETE' as const,
        url: '/api/push/subscriptions',
        payload: { endpoint: 'https://8.8.8.8/p' },
      },
      { method: 'GET' as const, url: '/api/push/preferences' },
      {
        method: 'PUT' as const,
        url: '/api/push/preferences',
        payload: { pickScratched: true, raceClosing: true, raceFinalized: true },
      },
    ];
    for (const request of requests) {
      const response = await off.app.inject({ ...request, headers: player.headers });
      expect({ url: request.url, status: response.statusCode, message: response.json().message }).toEqual({
        url: request.url,
        status: 404,
        message: PUSH_MESSAGES.unavailable,
      });
    }
  });
});
