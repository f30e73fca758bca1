import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { ANALYTICS_MESSAGES, type AnalyticsEvent } from '@cj/shared/analytics';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/db/schema/analytics';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: payload as Record<string, unknown>,
    headers,
  });

const storedFor = (visitId: string) =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitId, visitId))
    .orderBy(analyticsEvents.id);

let visits = 0;
const newVisit = () => `visit-${process.pid}-${visits++}`;

describe('POST /api/analytics/events', () => {
  it('stores a batch stamped with the time, no account and the brand of the host', async () => {
    const visitId = newVisit();
    const response = await post({
      events: [
        { name: 'page_view', path: '/contest/derby-day', visitId, properties: { title: 'Derby Day' } },
        { name: 'leaderboard_expanded', visitId, properties: { entry: 12, pinned: true } },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await storedFor(visitId);
    expect(
      rows.map(({ name, properties, path, accountId, property, createdAt }) => ({
        name,
        properties,
        path,
        accountId,
        property,
        createdAt,
      })),
    ).toEqual([
      {
        name: 'page_view',
        properties: { title: 'Derby Day' },
        path: '/contest/derby-day',
        accountId: null,
        property: 1,
        createdAt: t.clock.now,
      },
      {
        name: 'leaderboard_expanded',
        properties: { entry: 12, pinned: true },
        path: null,
        accountId: null,
        property: 1,
        createdAt: t.clock.now,
      },
    ]);
  });

  it('records the signed-in account and the harness brand from the host', async () => {
    const player = await signupAccount(t.app);
    const visitId = newVisit();
    const response = await post(
      { events: [{ name: 'play_added', visitId }] },
      { ...player.headers, host: 'harness.test:443' },
    );
    expect(response.statusCode).toBe(202);
    const [row] = await storedFor(visitId);
    expect(row).toMatchObject({ accountId: player.id, property: 2, properties: {} });
  });

  it('accepts the JSON text navigator.sendBeacon sends as text/plain', async () => {
    const visitId = newVisit();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [{ name: 'chat_opened', visitId }] }),
    });
    expect(response.statusCode).toBe(202);
    expect((await storedFor(visitId)).map((row) => row.name)).toEqual(['chat_opened']);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{"events": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(GENERIC_MESSAGES.invalidBody);
  });

  it('reads text/plain as JSON on this route only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'someone@example.com', password: 'whatever-it-is' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const visitId = newVisit();
      const response = await post({ events: [{ name: 'page_view', visitId }] }, header);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 0 });
      expect(await storedFor(visitId)).toEqual([]);
    }
  });

  it('answers each validation message and stores nothing of a refused batch', async () => {
    const visitId = newVisit();
    const event = (change: Record<string, unknown>) => ({ name: 'page_view', visitId, ...change });
    const manyProperties = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, index]));
    const cases: [unknown, string][] = [
      [{}, ANALYTICS_MESSAGES.eventsRequired],
      [{ events: [] }, ANALYTICS_MESSAGES.eventsRequired],
      [{ events: Array.from({ length: 51 }, () => event({})) }, ANALYTICS_MESSAGES.tooManyEvents],
      [{ events: [event({}), event({ name: 'purchase' })] }, ANALYTICS_MESSAGES.unknownEvent],
      [{ events: [event({ name: undefined })] }, ANALYTICS_MESSAGES.unknownEvent],
      [{ events: [event({ properties: manyProperties })] }, ANALYTICS_MESSAGES.propertiesInvalid],
      [{ events: [event({ properties: { nested: { a: 1 } } })] }, ANALYTICS_MESSAGES.propertiesInvalid],
      [{ events: [event({ properties: { list: [1, 2] } })] }, ANALYTICS_MESSAGES.propertiesInvalid],
      [{ events: [event({ properties: 'flat' })] }, ANALYTICS_MESSAGES.propertiesInvalid],
      [{ events: [event({ properties: { long: 'x'.repeat(201) } })] }, ANALYTICS_MESSAGES.propertiesInvalid],
      [{ events: [event({ path: `/${'p'.repeat(500)}` })] }, ANALYTICS_MESSAGES.pathTooLong],
      [{ events: [event({ visitId: 'has spaces' })] }, ANALYTICS_MESSAGES.visitIdInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    expect(await storedFor(visitId)).toEqual([]);
  });

  it('accepts a full batch of 50 events with 20 properties each', async () => {
    const visitId = newVisit();
    const properties = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`key${index}`, 'v']));
    const events: AnalyticsEvent[] = Array.from({ length: 50 }, () => ({
      name: 'page_view',
      visitId,
      properties,
    }));
    const response = await post({ events });
    expect(response.json()).toEqual({ accepted: 50 });
    expect(await storedFor(visitId)).toHaveLength(50);
  });
});

describe('GET /api/admin/analytics/summary', () => {
  const summary = (account: TestAccount | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/summary${query}`,
      headers: account?.headers ?? {},
    });

  it('is for administrators only', async () => {
    expect((await summary(undefined)).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await summary(player)).statusCode).toBe(403);
  });

  it('counts events per name and per UTC day over the last days', async () => {
    const start = t.clock.now;
    const at = async (iso: string, names: AnalyticsEvent['name'][]) => {
      t.clock.now = new Date(iso);
      const response = await post({ events: names.map((name) => ({ name })) });
      expect(response.statusCode).toBe(202);
    };
    try {
      await at('2030-02-01T12:00:00Z', ['page_view']);
      await at('2030-03-08T23:59:59Z', ['page_view', 'page_view', 'contest_enrollment']);
      await at('2030-03-10T00:00:00Z', ['page_view', 'play_added']);
      t.clock.now = new Date('2030-03-10T18:00:00Z');
      const admin = await signupAdministrator(t.app, t.database.db);

      const month = await summary(admin);
      expect(month.statusCode).toBe(200);
      expect(month.json()).toEqual({
        days: 30,
        since: '2030-02-09T00:00:00.000Z',
        totals: [
          { name: 'page_view', count: 3 },
          { name: 'contest_enrollment', count: 1 },
          { name: 'play_added', count: 1 },
        ],
        daily: [
          { date: '2030-03-08', name: 'contest_enrollment', count: 1 },
          { date: '2030-03-08', name: 'page_view', count: 2 },
          { date: '2030-03-10', name: 'page_view', count: 1 },
          { date: '2030-03-10', name: 'play_added', count: 1 },
        ],
      });

      const today = (await summary(admin, '?days=1')).json();
      expect(today.since).toBe('2030-03-10T00:00:00.000Z');
      expect(today.totals).toEqual([
        { name: 'page_view', count: 1 },
        { name: 'play_added', count: 1 },
      ]);

      for (const days of ['abc', '0', '367', '1.5', '99999999999']) {
        const response = await summary(admin, `?days=${days}`);
        expect(response.statusCode, days).toBe(400);
        expect(response.json().message).toBe(ANALYTICS_MESSAGES.daysInvalid);
      }
    } finally {
      t.clock.now = start;
    }
  });
});

describe('POST /api/analytics/events rate limit', () => {
  const limited = useTestApp({ rateLimits: { enabled: true, analyticsPerIp: 2 } });

  it('limits batches per IP address', async () => {
    const send = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: ip,
        payload: { events: [{ name: 'page_view' }] },
      });
    expect((await send('10.8.0.1')).statusCode).toBe(202);
    expect((await send('10.8.0.1')).statusCode).toBe(202);
    const third = await send('10.8.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    expect((await send('10.8.0.2')).statusCode).toBe(202);
  });
});
