import { GENERIC_MESSAGES } from '@cj/shared/errors';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { browserKeys } from '../push-crypto';
import { PUSH_TEST_ENV } from '../push-service';
import { addRaceToContest, insertPlayer, insertRace } from '../race-fixtures';
import { createTestApp, useTestApp } from '../test-app';

/**
 * Bad input never gets a 500: every route of the app, as an administrator (past every guard, so the request
 * reaches validation and the database) and anonymously, with malformed ids, query strings and bodies.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const routes: { method: Method; url: string }[] = [];

function collect(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    // The event stream stays open by design; its bad ids are covered by its own tests.
    if (route.url.endsWith('/events')) continue;
    routes.push({ method: method as Method, url: route.url });
  }
}

const t = useTestApp({ onRoute: collect });
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const BAD_IDS = ['x', '0', '-1', '2147483648', '1.5', '%00', 'a'.repeat(300)];
const BAD_QUERY = '?offset=-1&count=abc&p=x&q=%25%00&date=2024-13-45&players=a,,b&days=-5&playerId=x';
const KITCHEN_SINK = {
  id: 'x',
  name: 123,
  email: [],
  amount: -1e308,
  runners: 'x',
  playerID: {},
  contestID: 'x',
  raceID: -1,
  trackID: null,
  postTime: 'yesterday',
  startTime: 1e20,
  messageID: 'not-a-uuid',
  message: { text: 1 },
  payoff: 'NaN',
  pool: 7,
  url: 'javascript:alert(1)',
  type: 'ZZZ',
  placement: 1.5,
  value: '∞',
  bankroll: '-0',
  maxWagers: 1e9,
  minWagerAmount: -2,
  isLocked: 'yes',
  isAdministrator: 'true',
  alternateRunner: 'x',
  alternatesEnabled: 'yes',
  winPayoutCap: 'twenty to one',
  picksLockAt: 42,
};
const BODIES: (string | undefined)[] = [
  undefined,
  '{}',
  '[]',
  'null',
  '"text"',
  '{"unterminated": ',
  JSON.stringify(KITCHEN_SINK),
];

const pathWith = (url: string, id: string) => url.replace(/:\w+/g, id);

describe('no 500 for anything a client can send', () => {
  it('collects the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers every malformed request with less than 500', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const id of BAD_IDS) {
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
          for (const headers of [admin.headers, {}]) {
            const response = await t.app.inject({
              method,
              url: `${pathWith(url, id)}${BAD_QUERY}`,
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              payload: body,
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${method} ${pathWith(url, id)} ${body ?? ''} → ${response.statusCode} ${response.body}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers every request about a started, concluded contest with prizes with less than 500', async () => {
    // Enrollment closed by the first race, results unofficial, prizes with a winner: the status, the unofficial
    // message, the winners count and the pending prizes' winners all run on real rows. A fresh administrator: the
    // test before may have logged the first one out.
    const admin = await signupAdministrator(t.app, t.database.db);
    const db = t.database.db;
    const contest = await insertContest(db, { concludedAt: t.clock.now });
    const { race } = await insertRace(db, { race: { isWageringClosed: true, finalized: true } });
    await addRaceToContest(db, contest.id, race.id);
    await insertPlayer(db, contest.id, admin.id, { rank: 1 });
    const prize = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${contest.id}/prizes`,
      headers: admin.headers,
      payload: { placement: 1, type: 1, value: 10 },
    });
    expect(prize.statusCode).toBe(201);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const id of [String(contest.id), contest.slug]) {
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
          const response = await t.app.inject({
            method,
            url: pathWith(url, id),
            headers:
              body === undefined ? admin.headers : { ...admin.headers, 'content-type': 'application/json' },
            payload: body,
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${method} ${pathWith(url, id)} ${body ?? ''} → ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers plays and contest forms about alternates, payout caps and Pick & Pray with less than 500', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const db = t.database.db;
    const contest = await insertContest(db, {
      alternatesEnabled: true,
      winPayoutCapCents: 4_200,
      picksLockAt: 'first-race',
    });
    const { race, runners } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id, { maxWagers: 5 });
    const entry = await insertPlayer(db, contest.id, admin.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/race/${contestRace.id}/wager`,
      headers: admin.headers,
      payload: { amount: 2, runners: [runners[0]!.id], alternateRunner: runners[1]!.id, playerID: entry.id },
    });
    expect(placed.statusCode).toBe(201);
    const badValues = [-1, 0, 1.5, 2 ** 31, 'x', true, {}, [], null, 1e308, runners[0]!.id, 'first-race'];
    const requests: { method: Method; url: string; field: string }[] = [
      { method: 'POST', url: `/api/race/${contestRace.id}/wager`, field: 'alternateRunner' },
      { method: 'PUT', url: `/api/contest/${contest.id}`, field: 'winPayoutCap' },
      { method: 'PUT', url: `/api/contest/${contest.id}`, field: 'picksLockAt' },
      { method: 'PUT', url: `/api/contest/${contest.id}`, field: 'alternatesEnabled' },
      { method: 'POST', url: '/api/contests', field: 'winPayoutCap' },
      { method: 'POST', url: '/api/contests', field: 'picksLockAt' },
    ];
    const base = {
      name: 'Formats',
      slug: 'formats-no-500',
      startTime: '2031-01-01T00:00:00Z',
      startingBankroll: 100,
      isPublished: true,
      format: 1,
      amount: 2,
      runners: [runners[2]!.id],
      playerID: entry.id,
    };
    const failures: string[] = [];
    for (const { method, url, field } of requests) {
      for (const value of badValues) {
        const response = await t.app.inject({
          method,
          url,
          headers: admin.headers,
          payload: { ...base, [field]: value },
        });
        if (response.statusCode >= 500) failures.push(`${method} ${url} ${field}=${JSON.stringify(value)}`);
      }
    }
    for (const url of [
      `/api/race/${contestRace.id}/wagers`,
      `/api/race/${contestRace.id}/wagers/me`,
      `/api/race/${contestRace.id}/wagers/pinned?players=${entry.id}`,
      `/api/wagers/${contest.slug}/${entry.id}`,
    ]) {
      for (const headers of [admin.headers, {}]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        if (response.statusCode >= 500) failures.push(`GET ${url}`);
      }
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/wagers/${placed.json().id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(failures).toEqual([]);
  });

  it('answers records, ratings and scoring logs with any offset or id with less than 500', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { concludedAt: t.clock.now });
    const { race } = await insertRace(db, { race: { isWageringClosed: true, finalized: true } });
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const entry = await insertPlayer(db, contest.id, admin.id, { rank: 1 });
    const failures: string[] = [];
    for (const query of [
      '',
      '?offset=-1',
      '?offset=abc',
      '?offset=1e99',
      '?offset=99999999999',
      '?offset[]=1',
    ]) {
      for (const url of [
        `/api/players/${entry.id}/record${query}`,
        `/api/players/${entry.id}x/record${query}`,
        `/api/ratings${query}`,
        `/api/race/${contestRace.id}/scoring${query}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        if (response.statusCode >= 500) failures.push(`${url} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers push subscriptions and switches with push on with less than 500', async () => {
    // Push is off in this file's app (no VAPID keys), so its routes stop at 404; here they run to the database.
    const on = await createTestApp({ env: PUSH_TEST_ENV });
    try {
      const player = await signupAdministrator(on.app, on.database.db);
      const keys = browserKeys().keys;
      const endpoints = [
        'https://[fe80::1%25eth0]/p',
        'https://[zz]/p',
        'https://%00/p',
        'https://a b/p',
        'https://8.8.8.8:99999/p',
        'https://0x7f.1/p',
        'https://2130706433/p',
        `https://8.8.8.8/${'a'.repeat(1990)}`,
        'https://8.8.8.8/\u0000',
      ];
      const bodies: unknown[] = [
        ...endpoints.map((endpoint) => ({ endpoint, keys })),
        ...[1e308, -1e308, 8.64e15 + 1, -0, 1.5].map((expirationTime) => ({
          endpoint: 'https://8.8.8.8/p',
          expirationTime,
          keys,
        })),
        { endpoint: 'https://8.8.8.8/p', keys: { p256dh: keys.p256dh, auth: keys.auth, extra: 1 } },
        { endpoint: 'https://8.8.8.8/p', keys: [] },
        { pickScratched: 1, raceClosing: null, raceFinalized: 'true' },
        { pickScratched: true, raceClosing: true, raceFinalized: true, extra: 1 },
        ...BODIES,
      ];
      const failures: string[] = [];
      for (const [method, url] of [
        ['POST', '/api/push/subscriptions'],
        ['DELETE', '/api/push/subscriptions'],
        ['PUT', '/api/push/preferences'],
        ['GET', '/api/push/preferences'],
        ['GET', '/api/push/key'],
      ] as const) {
        for (const body of bodies) {
          const payload = typeof body === 'string' || body === undefined ? body : JSON.stringify(body);
          const response = await on.app.inject({
            method,
            url,
            headers: { ...player.headers, 'content-type': 'application/json' },
            payload: method === 'GET' ? undefined : payload,
          });
          if (response.statusCode >= 500) failures.push(`${method} ${url} ${payload} → ${response.body}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await on.close();
    }
  });

  it('answers text the database cannot store, such as a NUL byte, with 400 and says why', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contest/derby%00day' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: GENERIC_MESSAGES.invalidCharacters },
    });
  });

  it('answers malformed uploads with less than 500', async () => {
    const contest = await insertContest(t.database.db);
    const part = (headers: string, content: string) => `--XX\r\n${headers}\r\n\r\n${content}\r\n`;
    const uploads: [string, string][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=XX', 'no parts'],
      [
        'multipart/form-data; boundary=XX',
        part('Content-Disposition: form-data; name="file"; filename="a.png"', 'unterminated'),
      ],
      [
        'multipart/form-data; boundary=XX',
        `${part('Content-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip', 'PK\u0003\u0004broken')}--XX--\r\n`,
      ],
      [
        'multipart/form-data; boundary=XX',
        `${part('Content-Disposition: form-data; name="name"', '\u0000')}${part('Content-Disposition: form-data; name="layoutOrder"', 'zz')}--XX--\r\n`,
      ],
      ['text/plain', 'not a form'],
      ['application/octet-stream', 'not a form'],
    ];
    const failures: string[] = [];
    for (const url of [
      `/api/contest/${contest.id}/sponsor`,
      '/api/profile/photo',
      '/api/race-card',
      '/api/admin/ads',
    ]) {
      for (const [type, payload] of uploads) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin.headers, 'content-type': type },
          payload,
        });
        if (response.statusCode >= 500)
          failures.push(`${url} ${type} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
