import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { administrator } from '../../src/plugins/auth';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { useTestApp } from '../test-app';

/**
 * Every administrator route, as `METHOD /path` with Fastify's `:param`s. Adding an admin route means adding its
 * line here: the first test fails until the list and the routes guarded by `administrator` agree.
 */
const ADMIN_ROUTES = [
  // accounts
  'GET /api/account/search',
  // account administration
  'GET /api/admin/accounts',
  'GET /api/admin/accounts/recent',
  'GET /api/admin/accounts/locked',
  'GET /api/admin/accounts/:id',
  'PUT /api/admin/accounts',
  'POST /api/admin/accounts/:id/password-reset',
  // dashboard and audit log
  'GET /api/admin/dashboard',
  'GET /api/admin/dashboard/contests',
  'GET /api/admin/dashboard/signups',
  'GET /api/admin/race-day',
  'GET /api/admin/race-day/events',
  'GET /api/audit/:type',
  'GET /api/admin/analytics/summary',
  // contests and contest races
  'GET /api/admin/contests',
  'POST /api/contests',
  'PUT /api/contest/:id',
  'PUT /api/contest/:id/analysis',
  'POST /api/contest/add-race',
  'POST /api/contest/update-race',
  'DELETE /api/contest-race/:id',
  'POST /api/contest/:id/card-races',
  'POST /api/contest/:id/duplicate',
  // prizes and winners
  'POST /api/contest/:id/prizes',
  'PUT /api/contest/:id/prizes/:prizeId',
  'POST /api/contest/:id/prizes/:prizeId',
  'GET /api/admin/prizes/pending',
  'GET /api/admin/prizes/:id/winners',
  'POST /api/admin/prizes/:id/notify',
  // players
  'POST /api/contest/:id/players',
  'GET /api/contest/:id/players/:playerId',
  'PUT /api/contest/:id/players/:playerId',
  'DELETE /api/players/:id',
  // ads
  'GET /api/admin/ads',
  'POST /api/admin/ads',
  'PUT /api/admin/ads/:id',
  'DELETE /api/admin/ads/:id',
  // sponsors
  'POST /api/contest/:id/sponsor',
  'DELETE /api/contest/:id/sponsor/:sponsorId',
  // races, results, runners, tracks, race cards
  'POST /api/races',
  'PUT /api/race/:id',
  'POST /api/race/:id/result',
  'POST /api/race/:id/results',
  'PUT /api/race/:id/results',
  'DELETE /api/race/:id/results/:resultId',
  'POST /api/race/:id/finalize',
  'POST /api/runners',
  'PUT /api/runners/:id',
  'DELETE /api/runners/:id',
  'POST /api/tracks',
  'GET /api/race-cards',
  'GET /api/race-cards/:trackId/:raceDate',
  'POST /api/race-card',
  'POST /api/race-parser',
  // e-mail and chat
  'POST /api/email/test',
  'DELETE /api/chat/messages/:id',
];

/** What the app itself says: every route whose onRequest hooks include the administrator guard. */
const guardedRoutes: string[] = [];
const allRoutes: string[] = [];

function collect(route: RouteOptions) {
  const guarded = [route.onRequest ?? []].flat().includes(administrator);
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue; // Fastify's automatic twin of a GET, guarded with it.
    allRoutes.push(`${method} ${route.url}`);
    if (guarded) guardedRoutes.push(`${method} ${route.url}`);
  }
}

const t = useTestApp({ onRoute: collect });
let player: TestAccount;

beforeAll(async () => {
  player = await signupAccount(t.app);
});

/** The guard answers before the body or the ids are read, so any id and no body will do. */
const call = (route: string, headers: Record<string, string>) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  return t.app.inject({ method, url: path.replace(/:\w+/g, '1'), headers });
};

describe('administrator routes', () => {
  it('are exactly the listed ones', () => {
    expect([...guardedRoutes].sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it('include every route under /api/admin', () => {
    const unguarded = allRoutes.filter(
      (route) => route.split(' ')[1]!.startsWith('/api/admin/') && !guardedRoutes.includes(route),
    );
    expect(unguarded).toEqual([]);
  });

  for (const route of ADMIN_ROUTES) {
    it(`${route} answers 401 anonymous and 403 to a signed-in player`, async () => {
      const anonymous = await call(route, {});
      expect({ status: anonymous.statusCode, body: anonymous.json() }).toMatchObject({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized' },
      });
      const asPlayer = await call(route, player.headers);
      expect({ status: asPlayer.statusCode, body: asPlayer.json() }).toMatchObject({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden' },
      });
    });
  }
});
