import { PrizeType } from '@cj/shared/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { contestPlayers, prizes } from '../../src/db/schema/contests';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

/** The dashboard's "now": far from the real clock, so only the rows this file inserts fall in its month. */
const NOW = new Date('2099-03-15T12:00:00Z');
const t = useTestApp();
let admin: TestAccount;
let accountIds: number[] = [];

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t.clock.now = NOW;
  admin = await signupAdministrator(t.app, t.database.db);
  const db = t.database.db;
  const created = [
    '2099-03-01T00:00:00Z', // first instant of the month: month and year to date
    '2099-03-15T11:00:00Z', // today: month and year to date
    '2099-03-10T23:59:59Z', // this month, five days ago
    '2099-02-28T23:59:59Z', // year to date only
    '2099-01-01T00:00:00Z', // first instant of the year
    '2098-12-31T23:59:59Z', // last year
  ];
  const rows = await db
    .insert(accounts)
    .values(
      created.map((iso, index) => ({
        firstName: 'Dash',
        lastName: `Board ${index}`,
        email: `dashboard.${process.pid}.${index}@example.com`,
        passwordHash: 'not a real hash',
        createdAt: at(iso),
      })),
    )
    .returning({ id: accounts.id });
  accountIds = rows.map((row) => row.id);

  await insertContest(db, { isPublished: false, startTime: at('2099-04-01T00:00:00Z') });
  const upcoming = await insertContest(db, { startTime: at('2099-03-20T00:00:00Z') });
  // Live: wagering has closed on its first race (by post time); its second race is still open.
  const running = await insertContest(db, { startTime: at('2099-03-15T11:00:00Z') });
  const first = await insertRace(db, {
    race: { postTime: at('2099-03-15T11:30:00Z'), isWageringClosed: true },
  });
  const second = await insertRace(db, { race: { postTime: at('2099-03-15T12:30:00Z') } });
  await addRaceToContest(db, running.id, second.race.id);
  await addRaceToContest(db, running.id, first.race.id);
  // Official: concluded more than 24 hours ago; Unofficial: concluded 6 hours ago.
  const concluded = await insertContest(db, {
    startTime: at('2099-03-01T00:00:00Z'),
    concludedAt: at('2099-03-02T00:00:00Z'),
  });
  await insertContest(db, {
    startTime: at('2099-03-14T00:00:00Z'),
    concludedAt: at('2099-03-15T06:00:00Z'),
  });
  await insertContest(db, { isCancelled: true, startTime: at('2099-03-20T00:00:00Z') });

  const [a, b] = accountIds;
  await db.insert(contestPlayers).values([
    // Two entries in one contest count as one contest entered.
    { contestId: running.id, accountId: a!, entryNumber: 1, name: 'A 1' },
    { contestId: running.id, accountId: a!, entryNumber: 2, name: 'A 2' },
    { contestId: concluded.id, accountId: a!, name: 'A' },
    { contestId: upcoming.id, accountId: b!, name: 'B' },
  ]);
  await db.insert(prizes).values([
    { contestId: concluded.id, placement: 1, type: PrizeType.Cash, valueCents: 10_050, paid: true },
    { contestId: concluded.id, placement: 2, type: PrizeType.Cash, valueCents: 2_000, paid: true },
    { contestId: concluded.id, placement: 3, type: PrizeType.Cash, valueCents: 100_000, paid: false },
    { contestId: concluded.id, placement: 4, type: PrizeType.Merchandise, valueCents: 5_000, paid: true },
    { contestId: upcoming.id, placement: 1, type: PrizeType.BuyIn, valueCents: 1_000, paid: true },
  ]);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

describe('GET /admin/dashboard', () => {
  it('counts accounts in all, month and year to date (UTC), contests per account and paid prizes', async () => {
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    // Six inserted accounts and the administrator (created on the real clock, long before 2099).
    expect(response.json()).toEqual({
      totalUsers: 7,
      mtdUsers: 3,
      ytdUsers: 5,
      avgContestsPerUser: 0.43,
      cashPrizesPaid: 120.5,
      prizesPaid: 4,
    });
  });
});

describe('GET /admin/dashboard/contests', () => {
  it('counts every contest under its status (drafts too, and apart), and their entries', async () => {
    expect((await get('/api/admin/dashboard/contests')).json()).toEqual({
      total: 6,
      drafts: 1,
      upcoming: 2,
      live: 1,
      unofficial: 1,
      official: 1,
      cancelled: 1,
      entries: 4,
    });
  });

  it('agrees with the status the admin contest list shows for each contest', async () => {
    const listed: { status: string }[] = (await get('/api/admin/contests')).json();
    const counts = (await get('/api/admin/dashboard/contests')).json();
    const tally = (status: string) => listed.filter((contest) => contest.status === status).length;
    expect(listed).toHaveLength(counts.total);
    for (const status of ['upcoming', 'live', 'unofficial', 'official', 'cancelled']) {
      expect(tally(status), status).toBe(counts[status]);
    }
  });

  it('moves an unofficial contest to official when its 24 hours are over', async () => {
    t.clock.now = at('2099-03-16T06:00:00Z');
    try {
      const counts = (await get('/api/admin/dashboard/contests')).json();
      expect(counts).toMatchObject({ unofficial: 0, official: 2 });
    } finally {
      t.clock.now = NOW;
    }
  });
});

describe('GET /admin/dashboard/signups', () => {
  it('answers sign-ups per UTC day, oldest first, every day present', async () => {
    const week = (await get('/api/admin/dashboard/signups?days=7')).json();
    expect(week).toEqual([
      { date: '2099-03-09', count: 0 },
      { date: '2099-03-10', count: 1 },
      { date: '2099-03-11', count: 0 },
      { date: '2099-03-12', count: 0 },
      { date: '2099-03-13', count: 0 },
      { date: '2099-03-14', count: 0 },
      { date: '2099-03-15', count: 1 },
    ]);
  });

  it('covers 90 days unless told otherwise, and reads an out-of-range days as 90', async () => {
    for (const query of ['', '?days=2', '?days=400', '?days=lots']) {
      const days = (await get(`/api/admin/dashboard/signups${query}`)).json();
      expect(days).toHaveLength(90);
      expect(days.at(-1)).toEqual({ date: '2099-03-15', count: 1 });
      expect(days.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(6);
    }
    expect((await get('/api/admin/dashboard/signups?days=366')).json()).toHaveLength(366);
  });
});
