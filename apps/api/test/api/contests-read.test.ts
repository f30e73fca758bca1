import { PLAYER_MESSAGES } from '@cj/shared/players';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contests, prizes, sponsors } from '../../src/db/schema/contests';
import { tracks } from '../../src/db/schema/races';
import { addMinutes } from '../../src/lib/time';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });

const contestNotFound = { statusCode: 404, error: 'Not Found', message: PLAYER_MESSAGES.contestNotFound };

const BAD_IDS = ['abc', '99999999999', '0', '-1', '1.5', '%20', 'x'.repeat(201), 'DROP%20TABLE'];

describe('GET /api/contest/{id}', () => {
  it('answers the contest by numeric id or by slug, whatever the letter case', async () => {
    const contest = await insertContest(t.database.db, {
      startTime: new Date('2031-06-01T16:30:00.000Z'),
      startingBankrollCents: 25_000,
      description: 'Pick one horse per race.',
      featuredDescription: '<b>Featured</b>',
      liveStreamLink: 'https://example.com/live',
      analysis: '<p>Speed favors the rail.</p>',
      maxEntries: 3,
      chatEnabled: true,
    });
    const expected = {
      id: contest.id,
      name: contest.name,
      slug: contest.slug,
      startTime: '2031-06-01T16:30:00.000Z',
      startingBankroll: 250,
      description: 'Pick one horse per race.',
      isPublished: true,
      isFeatured: false,
      featuredDescription: '<b>Featured</b>',
      isPublic: true,
      isEnrollmentOpen: true,
      isCancelled: false,
      chatEnabled: true,
      maxEntries: 3,
      property: 1,
      format: 1,
      liveStreamLink: 'https://example.com/live',
      ppLink: null,
      analysis: '<p>Speed favors the rail.</p>',
      winnersNotified: false,
      concludedAt: null,
      isOfficial: false,
      status: 'upcoming',
      officialAt: null,
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
      timezone: null,
      hasSponsors: false,
    };
    for (const key of [String(contest.id), contest.slug, contest.slug.toUpperCase()]) {
      const response = await get(`/api/contest/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it("names the timezone of its first race's track, where its start time is shown", async () => {
    const contest = await insertContest(t.database.db);
    const later = await insertRace(t.database.db, { race: { postTime: new Date('2031-06-01T20:00:00Z') } });
    const first = await insertRace(t.database.db, { race: { postTime: new Date('2031-06-01T17:00:00Z') } });
    await t.database.db
      .update(tracks)
      .set({ timezone: 'America/Los_Angeles' })
      .where(eq(tracks.id, first.track.id));
    await addRaceToContest(t.database.db, contest.id, later.race.id);
    await addRaceToContest(t.database.db, contest.id, first.race.id);
    expect((await get(`/api/contest/${contest.slug}`)).json().timezone).toBe('America/Los_Angeles');
  });

  it('turns results official 24 hours after the contest concluded', async () => {
    const concludedAt = t.clock.now;
    const contest = await insertContest(t.database.db, { concludedAt });
    const official = async () => (await get(`/api/contest/${contest.id}`)).json().isOfficial;
    const start = t.clock.now;
    try {
      expect((await get(`/api/contest/${contest.id}`)).json().concludedAt).toBe(concludedAt.toISOString());
      expect(await official()).toBe(false);
      t.clock.now = addMinutes(concludedAt, 24 * 60 - 1);
      expect(await official()).toBe(false);
      t.clock.now = addMinutes(concludedAt, 24 * 60);
      expect(await official()).toBe(true);
    } finally {
      t.clock.now = start;
    }
  });

  it('hides unpublished and non-public contests from visitors and players, not from administrators', async () => {
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const hidden of [{ isPublished: false }, { isPublic: false }]) {
      const contest = await insertContest(t.database.db, hidden);
      for (const key of [String(contest.id), contest.slug]) {
        for (const caller of [undefined, player]) {
          const response = await get(`/api/contest/${key}`, caller);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(contestNotFound);
        }
        const forAdmin = await get(`/api/contest/${key}`, admin);
        expect(forAdmin.statusCode).toBe(200);
        expect(forAdmin.json().id).toBe(contest.id);
      }
    }
  });

  it('shows a cancelled contest (the page shows its cancelled card)', async () => {
    const contest = await insertContest(t.database.db, { isCancelled: true });
    const response = await get(`/api/contest/${contest.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().isCancelled).toBe(true);
  });

  // Fastify answers 414 itself for a path parameter over 100 characters.
  it('answers 404 or 400 (414 when absurdly long), never 500, to ids that name no contest', async () => {
    for (const id of BAD_IDS) {
      for (const suffix of ['', '/prizes', '/sponsor']) {
        const response = await get(`/api/contest/${id}${suffix}`);
        expect([400, 404, 414], `${id}${suffix}`).toContain(response.statusCode);
        expect(response.json().message).toBeTruthy();
      }
    }
  });
});

describe('GET /api/contest/{id}/prizes', () => {
  it('answers the prizes in placement order, values in dollars', async () => {
    const contest = await insertContest(t.database.db);
    const [third, first, second] = await t.database.db
      .insert(prizes)
      .values([
        { contestId: contest.id, label: 'Third', placement: 3, type: 3, valueCents: 5_000 },
        { contestId: contest.id, label: 'First', placement: 1, type: 1, valueCents: 100_050, paid: true },
        { contestId: contest.id, label: 'Second', placement: 2, type: 2, valueCents: 25_000 },
      ])
      .returning();
    const response = await get(`/api/contest/${contest.slug}/prizes`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: first!.id, prizeID: first!.id, label: 'First', placement: 1, type: 1, value: 1000.5, paid: true },
      {
        id: second!.id,
        prizeID: second!.id,
        label: 'Second',
        placement: 2,
        type: 2,
        value: 250,
        paid: false,
      },
      { id: third!.id, prizeID: third!.id, label: 'Third', placement: 3, type: 3, value: 50, paid: false },
    ]);
  });

  it('answers an empty list for a contest without prizes', async () => {
    const contest = await insertContest(t.database.db);
    expect((await get(`/api/contest/${contest.id}/prizes`)).json()).toEqual([]);
  });

  it('hides the prizes of a hidden contest from all but administrators', async () => {
    const contest = await insertContest(t.database.db, { isPublic: false });
    await t.database.db
      .insert(prizes)
      .values({ contestId: contest.id, placement: 1, type: 1, valueCents: 100 });
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await get(`/api/contest/${contest.id}/prizes`)).json()).toEqual(contestNotFound);
    expect((await get(`/api/contest/${contest.id}/prizes`, player)).statusCode).toBe(404);
    const forAdmin = await get(`/api/contest/${contest.id}/prizes`, admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toHaveLength(1);
  });
});

describe('GET /api/contest/{id}/sponsor', () => {
  it('answers the sponsors in layout order with the address of their logo', async () => {
    const contest = await insertContest(t.database.db);
    const [late, early] = await t.database.db
      .insert(sponsors)
      .values([
        { contestId: contest.id, name: 'Feed Co', layoutOrder: 2, logoFile: 'feed.png' },
        { contestId: contest.id, name: 'Tack Shop', layoutOrder: 1, logoFile: 'tack.svg' },
      ])
      .returning();
    const response = await get(`/api/contest/${contest.id}/sponsor`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: early!.id, name: 'Tack Shop', layoutOrder: 1, logo: '/uploads/tack.svg' },
      { id: late!.id, name: 'Feed Co', layoutOrder: 2, logo: '/uploads/feed.png' },
    ]);
  });

  it('is announced by the contest itself (hasSponsors), so its page asks for them only then', async () => {
    const contest = await insertContest(t.database.db);
    expect((await get(`/api/contest/${contest.slug}`)).json()).toMatchObject({ hasSponsors: false });
    await t.database.db
      .insert(sponsors)
      .values({ contestId: contest.id, name: 'Feed Co', layoutOrder: 1, logoFile: 'feed.png' });
    expect((await get(`/api/contest/${contest.slug}`)).json()).toMatchObject({ hasSponsors: true });
  });

  it('hides the sponsors of an unpublished contest from all but administrators', async () => {
    const contest = await insertContest(t.database.db);
    await t.database.db.update(contests).set({ isPublished: false }).where(eq(contests.id, contest.id));
    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await get(`/api/contest/${contest.slug}/sponsor`)).json()).toEqual(contestNotFound);
    expect((await get(`/api/contest/${contest.slug}/sponsor`, admin)).json()).toEqual([]);
  });
});
