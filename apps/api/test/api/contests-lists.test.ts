import type { ContestSummary } from '@cj/shared/contests';
import { Property } from '@cj/shared/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contests } from '../../src/db/schema/contests';
import { addDays, addMinutes } from '../../src/lib/time';
import { bearer, signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const list = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return (response.json() as ContestSummary[]).map((contest) => contest.id);
};

const hoursFromNow = (hours: number) => addMinutes(t.clock.now, hours * 60);

describe('GET /api/upcoming/contests and /api/featured/contests', () => {
  it('lists published public contests still to be run, by property, soonest first', async () => {
    const later = await insertContest(t.database.db, { startTime: hoursFromNow(72), property: 1 });
    const sooner = await insertContest(t.database.db, { startTime: hoursFromNow(2), property: 1 });
    const runningToday = await insertContest(t.database.db, { startTime: hoursFromNow(-12), property: 1 });
    const harness = await insertContest(t.database.db, { startTime: hoursFromNow(5), property: 2 });

    const thoroughbred = await list('/api/upcoming/contests?p=1');
    expect(thoroughbred.filter((id) => [later.id, sooner.id, runningToday.id].includes(id))).toEqual([
      runningToday.id,
      sooner.id,
      later.id,
    ]);
    expect(thoroughbred).not.toContain(harness.id);

    const harnessList = await list('/api/upcoming/contests?p=2');
    expect(harnessList).toContain(harness.id);
    expect(harnessList).not.toContain(sooner.id);

    const both = await list('/api/upcoming/contests');
    expect(both).toEqual(expect.arrayContaining([later.id, sooner.id, runningToday.id, harness.id]));
  });

  it('answers the summary fields of each contest', async () => {
    const contest = await insertContest(t.database.db, {
      startTime: new Date('2031-03-05T17:00:00.000Z'),
      property: 2,
      format: 2,
      isFeatured: true,
      featuredDescription: '<p>Big day</p>',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/upcoming/contests?p=2' });
    expect(response.json()).toContainEqual({
      id: contest.id,
      name: contest.name,
      slug: contest.slug,
      startTime: '2031-03-05T17:00:00.000Z',
      property: 2,
      format: 2,
      isFeatured: true,
      featuredDescription: '<p>Big day</p>',
      isCancelled: false,
      concludedAt: null,
      status: 'upcoming',
      timezone: null,
      entries: 0,
      prizes: { count: 0, cash: 0 },
    });
  });

  it('answers a featured description sanitized whatever wrote it: no script, no handler, no javascript: link', async () => {
    // Written straight to the table, past the admin API's own sanitizing on the way in.
    const contest = await insertContest(t.database.db, {
      isFeatured: true,
      featuredDescription:
        '<p onclick="steal()">Win a <strong>trip</strong></p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">here</a>',
    });
    for (const url of ['/api/featured/contests', '/api/upcoming/contests']) {
      const response = await t.app.inject({ method: 'GET', url });
      const listed = (response.json() as { id: number; featuredDescription: string }[]).find(
        (summary) => summary.id === contest.id,
      );
      expect(listed?.featuredDescription).toBe(
        '<p>Win a <strong>trip</strong></p><a target="_blank" rel="noopener noreferrer">here</a>',
      );
    }
  });

  it('leaves out hidden, cancelled, concluded and long-started contests', async () => {
    const db = t.database.db;
    const hidden = [
      await insertContest(db, { isPublished: false }),
      await insertContest(db, { isPublic: false }),
      await insertContest(db, { isCancelled: true }),
      await insertContest(db, { concludedAt: hoursFromNow(-1), startTime: hoursFromNow(-5) }),
      await insertContest(db, { startTime: hoursFromNow(-25) }),
    ].map((contest) => contest.id);
    for (const url of ['/api/upcoming/contests?p=1', '/api/upcoming/contests', '/api/featured/contests']) {
      const ids = await list(url);
      expect(
        ids.filter((id) => hidden.includes(id)),
        url,
      ).toEqual([]);
    }
  });

  it('lists only featured contests on the featured list', async () => {
    const featured = await insertContest(t.database.db, { isFeatured: true, property: 1 });
    const plain = await insertContest(t.database.db, { property: 1 });
    const featuredHidden = await insertContest(t.database.db, { isFeatured: true, isPublished: false });
    const ids = await list('/api/featured/contests?p=1');
    expect(ids).toContain(featured.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(featuredHidden.id);
    expect(await list('/api/featured/contests?p=2')).not.toContain(featured.id);
  });

  it('reads an unreadable or unknown p as "every property", never failing', async () => {
    const contest = await insertContest(t.database.db, { property: Property.Harness });
    for (const p of ['abc', '99999999999999', '-1', '7', '1.5', '']) {
      expect(await list(`/api/upcoming/contests?p=${p}`), p).toContain(contest.id);
    }
  });
});

describe('GET /api/contests/upcoming and /api/contests/past (My Contests)', () => {
  it('requires a session', async () => {
    for (const url of ['/api/contests/upcoming', '/api/contests/past']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      const expired = await t.app.inject({ method: 'GET', url, headers: bearer('x'.repeat(43)) });
      expect(expired.statusCode).toBe(401);
    }
  });

  it('splits the contests I hold an entry in into upcoming and past', async () => {
    const db = t.database.db;
    const player = await signupAccount(t.app);
    const enroll = async (overrides: Parameters<typeof insertContest>[1] = {}) => {
      const contest = await insertContest(db, overrides);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/contest/${contest.id}/enroll`,
        headers: player.headers,
      });
      expect(response.statusCode).toBe(201);
      return contest;
    };
    const soon = await enroll({ startTime: hoursFromNow(3) });
    const later = await enroll({ startTime: hoursFromNow(48) });
    const concludedEarlier = await enroll({ startTime: hoursFromNow(-30) });
    const concludedLater = await enroll({ startTime: hoursFromNow(-10) });
    const cancelledAhead = await enroll({ startTime: hoursFromNow(24) });
    const cancelledStarted = await enroll({ startTime: hoursFromNow(-2) });
    await db
      .update(contests)
      .set({ concludedAt: hoursFromNow(-26) })
      .where(eq(contests.id, concludedEarlier.id));
    await db
      .update(contests)
      .set({ concludedAt: hoursFromNow(-6) })
      .where(eq(contests.id, concludedLater.id));
    for (const id of [cancelledAhead.id, cancelledStarted.id]) {
      await db.update(contests).set({ isCancelled: true }).where(eq(contests.id, id));
    }
    const notEntered = await insertContest(db, { startTime: hoursFromNow(4) });

    const upcoming = await list('/api/contests/upcoming', player.headers);
    expect(upcoming).toEqual([soon.id, cancelledAhead.id, later.id]);
    expect(upcoming).not.toContain(notEntered.id);
    const past = await list('/api/contests/past', player.headers);
    expect(past).toEqual([cancelledStarted.id, concludedLater.id, concludedEarlier.id]);
  });

  it('answers empty lists to an account with no entries', async () => {
    const player = await signupAccount(t.app);
    expect(await list('/api/contests/upcoming', player.headers)).toEqual([]);
    expect(await list('/api/contests/past', player.headers)).toEqual([]);
  });

  it('hides a contest that was later unpublished from players, not from administrators', async () => {
    const db = t.database.db;
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, db);
    const contest = await insertContest(db);
    for (const account of [player, admin]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/contest/${contest.slug}/enroll`,
        headers: account.headers,
      });
      expect(response.statusCode).toBe(201);
    }
    await db.update(contests).set({ isPublished: false }).where(eq(contests.id, contest.id));
    expect(await list('/api/contests/upcoming', player.headers)).not.toContain(contest.id);
    expect(await list('/api/contests/upcoming', admin.headers)).toContain(contest.id);
  });

  it('moves a contest to past once its start passes if it was cancelled', async () => {
    const db = t.database.db;
    const player = await signupAccount(t.app);
    const contest = await insertContest(db, { startTime: hoursFromNow(1) });
    await t.app.inject({ method: 'POST', url: `/api/contest/${contest.id}/enroll`, headers: player.headers });
    await db.update(contests).set({ isCancelled: true }).where(eq(contests.id, contest.id));
    expect(await list('/api/contests/upcoming', player.headers)).toEqual([contest.id]);
    const start = t.clock.now;
    try {
      t.clock.now = addDays(start, 1);
      expect(await list('/api/contests/upcoming', player.headers)).toEqual([]);
      expect(await list('/api/contests/past', player.headers)).toEqual([contest.id]);
    } finally {
      t.clock.now = start;
    }
  });
});
