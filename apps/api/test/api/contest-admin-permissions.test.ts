import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestPlayers, contestRaces, contests, prizes } from '../../src/db/schema/contests';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let player: TestAccount;
let contest: Awaited<ReturnType<typeof insertContest>>;
let prizeId: number;
let entryId: number;
let contestRaceId: number;
let otherRaceId: number;
let otherTrackId: number;

beforeAll(async () => {
  const db = t.database.db;
  player = await signupAccount(t.app);
  contest = await insertContest(db, { name: 'Guarded Contest' });
  const [prize] = await db
    .insert(prizes)
    .values({ contestId: contest.id, placement: 1, type: 1, valueCents: 10_000 })
    .returning();
  prizeId = prize!.id;
  entryId = (await insertPlayer(db, contest.id, player.id)).id;
  contestRaceId = (await addRaceToContest(db, contest.id, (await insertRace(db)).race.id)).id;
  const other = await insertRace(db);
  otherRaceId = other.race.id;
  otherTrackId = other.track.id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface AdminRoute {
  method: Method;
  /** The route as spec §7 writes it. */
  path: string;
  url: () => string;
  payload?: () => object;
}

/** Every administrator route of contest, contest race, prize and player administration, with a valid body. */
const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', path: '/admin/contests', url: () => '/api/admin/contests' },
  {
    method: 'POST',
    path: '/contests',
    url: () => '/api/contests',
    payload: () => ({
      name: 'Intruder',
      slug: 'intruder',
      startTime: '2031-01-01T00:00:00Z',
      startingBankroll: 100,
      format: 1,
    }),
  },
  {
    method: 'PUT',
    path: '/contest/{id}',
    url: () => `/api/contest/${contest.slug}`,
    payload: () => ({
      name: 'Taken Over',
      slug: contest.slug,
      startTime: '2031-01-01T00:00:00Z',
      startingBankroll: 100,
      isPublished: false,
    }),
  },
  {
    method: 'PUT',
    path: '/contest/{id}/analysis',
    url: () => `/api/contest/${contest.id}/analysis`,
    payload: () => ({ analysis: '<p>defaced</p>' }),
  },
  {
    method: 'POST',
    path: '/contest/add-race',
    url: () => '/api/contest/add-race',
    payload: () => ({ contestID: contest.id, raceID: otherRaceId, maxWagers: 1, minWagerAmount: 2 }),
  },
  {
    method: 'POST',
    path: '/contest/update-race',
    url: () => '/api/contest/update-race',
    payload: () => ({ contestRaceID: contestRaceId, maxWagers: 9, minWagerAmount: 50 }),
  },
  { method: 'DELETE', path: '/contest-race/{id}', url: () => `/api/contest-race/${contestRaceId}` },
  {
    method: 'POST',
    path: '/contest/{id}/card-races',
    url: () => `/api/contest/${contest.slug}/card-races`,
    payload: () => ({
      trackID: otherTrackId,
      raceDate: '2030-05-04',
      raceIDs: [otherRaceId],
      maxWagers: 1,
      minWagerAmount: 2,
    }),
  },
  {
    method: 'POST',
    path: '/contest/{id}/duplicate',
    url: () => `/api/contest/${contest.slug}/duplicate`,
    payload: () => ({ name: 'Intruder', slug: 'intruder', startTime: '2031-01-01T00:00:00Z' }),
  },
  {
    method: 'POST',
    path: '/contest/{id}/prizes',
    url: () => `/api/contest/${contest.slug}/prizes`,
    payload: () => ({ label: 'Stolen', placement: 2, type: 1, value: 5 }),
  },
  {
    method: 'PUT',
    path: '/contest/{id}/prizes/{prizeId}',
    url: () => `/api/contest/${contest.slug}/prizes/${prizeId}`,
    payload: () => ({ prizeID: prizeId, label: 'Paid!', placement: 1, type: 1, value: 1, paid: true }),
  },
  {
    method: 'POST',
    path: '/contest/{id}/prizes/{prizeId}',
    url: () => `/api/contest/${contest.slug}/prizes/${prizeId}`,
  },
  { method: 'GET', path: '/admin/prizes/pending', url: () => '/api/admin/prizes/pending' },
  {
    method: 'POST',
    path: '/admin/prizes/{id}/notify',
    url: () => `/api/admin/prizes/${contest.slug}/notify`,
  },
  {
    method: 'POST',
    path: '/email/test',
    url: () => '/api/email/test',
    payload: () => ({ accountId: player.id, contestSlug: contest.slug }),
  },
  {
    method: 'POST',
    path: '/contest/{id}/players',
    url: () => `/api/contest/${contest.slug}/players`,
    payload: () => ({ accounts: [player.id] }),
  },
  {
    method: 'GET',
    path: '/contest/{id}/players/{playerId}',
    url: () => `/api/contest/${contest.slug}/players/${entryId}`,
  },
  {
    method: 'PUT',
    path: '/contest/{id}/players/{playerId}',
    url: () => `/api/contest/${contest.slug}/players/${entryId}`,
    payload: () => ({ name: 'Rich', bankroll: 1_000_000, leaderboardBankroll: 1_000_000 }),
  },
  { method: 'DELETE', path: '/players/{id}', url: () => `/api/players/${entryId}` },
];

const call = (route: AdminRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: route.url(),
    headers,
    ...(route.payload ? { payload: route.payload() } : {}),
  });

describe('contest administration is for administrators only', () => {
  for (const route of ADMIN_ROUTES) {
    it(`${route.method} ${route.path} answers 401 anonymous and 403 to a player`, async () => {
      const anonymous = await call(route, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const asPlayer = await call(route, player.headers);
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });
  }

  it('left every row as it was', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toMatchObject({
      name: 'Guarded Contest',
      analysis: '',
      slug: contest.slug,
      winnersNotified: false,
    });
    expect(await db.select().from(contests).where(eq(contests.slug, 'intruder'))).toEqual([]);
    expect(await db.select().from(prizes).where(eq(prizes.contestId, contest.id))).toEqual([
      expect.objectContaining({ id: prizeId, placement: 1, valueCents: 10_000, paid: false, label: '' }),
    ]);
    expect(await db.select().from(contestRaces).where(eq(contestRaces.contestId, contest.id))).toEqual([
      expect.objectContaining({ id: contestRaceId, maxWagers: 1, minWagerAmountCents: 0 }),
    ]);
    expect(await db.select().from(contestPlayers).where(eq(contestPlayers.contestId, contest.id))).toEqual([
      expect.objectContaining({ id: entryId, bankrollCents: 10_000 }),
    ]);
  });
});
