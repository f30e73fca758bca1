import { PAGE_SIZE } from '@cj/shared/constants';
import type { RecentResult } from '@cj/shared/contest-results';
import { describe, expect, it } from 'vitest';
import { addMinutes } from '../../src/lib/time';
import { signupAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const results = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as RecentResult[];
};

const hoursFromNow = (hours: number) => addMinutes(t.clock.now, hours * 60);

describe('GET /api/results/contests', () => {
  it("lists the brand's finished public contests, newest first, with the track, the entries and the winner", async () => {
    const db = t.database.db;
    const finished = await insertContest(db, {
      name: 'Derby Day Challenge',
      startTime: hoursFromNow(-30),
      concludedAt: hoursFromNow(-20),
      property: 1,
      format: 2,
    });
    const { race } = await insertRace(db, { race: { postTime: hoursFromNow(-29) } });
    await addRaceToContest(db, finished.id, race.id);
    const [first, second] = [await signupAccount(t.app), await signupAccount(t.app)];
    await insertPlayer(db, finished.id, first!.id, {
      name: 'Jordan R.',
      leaderboardBankrollCents: 17_250,
      rank: 1,
    });
    await insertPlayer(db, finished.id, second!.id, {
      name: 'Casey M.',
      leaderboardBankrollCents: 9_000,
      rank: 2,
    });
    const newer = await insertContest(db, {
      startTime: hoursFromNow(-8),
      concludedAt: hoursFromNow(-2),
      property: 1,
    });
    // Not finished, cancelled, hidden, or the other brand: not listed.
    const running = await insertContest(db, { startTime: hoursFromNow(-3), property: 1 });
    const cancelled = await insertContest(db, {
      startTime: hoursFromNow(-30),
      concludedAt: hoursFromNow(-20),
      isCancelled: true,
      property: 1,
    });
    const hidden = await insertContest(db, {
      startTime: hoursFromNow(-30),
      concludedAt: hoursFromNow(-20),
      isPublic: false,
      property: 1,
    });
    const harness = await insertContest(db, {
      startTime: hoursFromNow(-30),
      concludedAt: hoursFromNow(-1),
      property: 2,
    });

    const listed = await results('/api/results/contests?p=1');
    expect(listed.map((contest) => contest.id)).toEqual([newer.id, finished.id]);
    expect(listed.map((contest) => contest.id)).not.toContain(running.id);
    expect([cancelled.id, hidden.id, harness.id].some((id) => listed.some((c) => c.id === id))).toBe(false);
    expect(listed[1]).toEqual({
      id: finished.id,
      name: 'Derby Day Challenge',
      slug: finished.slug,
      startTime: finished.startTime.toISOString(),
      concludedAt: hoursFromNow(-20).toISOString(),
      format: 2,
      timezone: 'America/New_York',
      track: expect.stringMatching(/^Test Downs /),
      entries: 2,
      winner: { name: 'Jordan R.', leaderboardBankroll: 172.5 },
    });
    // Nobody entered: no winner, and no track without races.
    expect(listed[0]).toMatchObject({ entries: 0, winner: null, track: null, timezone: null });
    expect((await results('/api/results/contests?p=2')).map((contest) => contest.id)).toEqual([harness.id]);
  });

  it('pages 5 at a time from offset', async () => {
    const made = [];
    for (let index = 0; index < 7; index++) {
      made.push(
        await insertContest(t.database.db, {
          startTime: hoursFromNow(-100),
          concludedAt: addMinutes(t.clock.now, index),
          property: 2,
        }),
      );
    }
    const newestFirst = made.map((contest) => contest.id).reverse();
    const first = await results('/api/results/contests?p=2');
    const next = await results(`/api/results/contests?p=2&offset=${PAGE_SIZE.results}`);
    expect(first.map((contest) => contest.id)).toEqual(newestFirst.slice(0, PAGE_SIZE.results));
    // Then the older ones (the other test's harness contest among them).
    expect(next.map((contest) => contest.id).slice(0, 2)).toEqual(newestFirst.slice(PAGE_SIZE.results));
    expect((await results('/api/results/contests?p=2&offset=bad')).map((c) => c.id)).toEqual(
      first.map((contest) => contest.id),
    );
  });
});
